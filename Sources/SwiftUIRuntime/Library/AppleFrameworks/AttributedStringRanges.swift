import SwiftInterpreter

/// `AttributedString`'s indices and range subscripts, as far as `Text` shows the string:
/// `startIndex`, `endIndex`, `text[range]` (an `AttributedSubstring`, read here as an attributed
/// string of those characters) and `text[range].attribute = value` / `text[range] = other`.
/// Indices are character offsets (as `String` indices are modelled). An attribute set on part of
/// the string is kept for that part (`AttributedStringRuns`); `Text` measures an attributed string
/// in the environment's font (and says so when a size-changing attribute is set).
/// Source: Apple, AttributedString (`startIndex`, `endIndex`,
/// `subscript(_: some RangeExpression<AttributedString.Index>) -> AttributedSubstring`).
extension SwiftUIRuntime {
    func registerAttributedStringRanges() {
        guard let type = interpreter.type(named: "AttributedString") else { return }
        type.computedProperties["startIndex"] = ComputedProperty(getter: .native("startIndex") { _, _, _ in .int(0) })
        type.computedProperties["endIndex"] = ComputedProperty(getter: .native("endIndex") { _, selfValue, _ in
            .int(selfValue.nativePayload(AttributedText.self)?.characters.count ?? 0)
        })
        // `text.index(text.startIndex, offsetByCharacters: 2)`: an offset inside the string, or
        // Swift's trap for an index out of bounds.
        type.addMethod("index", .native("index", labels: [nil, "offsetByCharacters"]) { [unowned self] _, selfValue, arguments in
            let count = selfValue.nativePayload(AttributedText.self)?.characters.count ?? 0
            guard arguments.count == 2, case let .int(start) = arguments[0].value, case let .int(offset) = arguments[1].value,
                  case let (index, overflow) = start.addingReportingOverflow(offset), !overflow, (0...count).contains(index) else {
                throw self.failure("Fatal error: AttributedString index is out of bounds")
            }
            return .int(index)
        })
        type.addMethod("subscript", .native("subscript", labels: [nil]) { [unowned self] interpreter, selfValue, arguments in
            guard let text = selfValue.nativePayload(AttributedText.self), case let .range(range)? = arguments.first?.value else {
                throw self.failure("value of type 'AttributedString' has no subscript taking these arguments")
            }
            let bounds = try interpreter.sliceBounds(range, count: text.characters.count)
            return interpreter.nativeValue("AttributedString", text.slice(bounds))
        })
        type.addMethod("subscript(set)", .native("subscript(set)", labels: [nil, "newValue"], mutating: true) { [unowned self] interpreter, selfValue, arguments in
            guard var text = selfValue.nativePayload(AttributedText.self), arguments.count == 2,
                  case let .range(range) = arguments[0].value else {
                throw self.failure("cannot assign through subscript of 'AttributedString'")
            }
            let replacement = try self.attributedText(arguments[1].value, "newValue")
            let bounds = try interpreter.sliceBounds(range, count: text.characters.count)
            text.replace(bounds, with: replacement)
            selfValue = interpreter.nativeValue("AttributedString", text)
            return .void
        })
    }
}
