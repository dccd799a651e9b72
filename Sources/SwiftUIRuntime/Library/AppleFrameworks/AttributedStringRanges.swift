import SwiftInterpreter

/// `AttributedString`'s indices and range subscripts, as far as `Text` shows the string:
/// `startIndex`, `endIndex`, `text[range]` (an `AttributedSubstring`, read here as an attributed
/// string of those characters) and `text[range].attribute = value` / `text[range] = other`.
/// Indices are character offsets (as `String` indices are modelled). Attributes are kept for the
/// whole string (see `AttributedText`), so an attribute set on part of it is kept for all of it: an
/// approximation only for drawing, since `Text` measures an attributed string in the
/// environment's font (and says so when a size-changing attribute is set).
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
            let characters = Array(text.characters)
            let bounds = try interpreter.sliceBounds(range, count: characters.count)
            return interpreter.nativeValue("AttributedString", AttributedText(characters: String(characters[bounds]), attributes: text.attributes))
        })
        type.addMethod("subscript(set)", .native("subscript(set)", labels: [nil, "newValue"], mutating: true) { [unowned self] interpreter, selfValue, arguments in
            guard var text = selfValue.nativePayload(AttributedText.self), arguments.count == 2,
                  case let .range(range) = arguments[0].value else {
                throw self.failure("cannot assign through subscript of 'AttributedString'")
            }
            let replacement = arguments[1].value.nativePayload(AttributedText.self)
            let replacementCharacters = try replacement?.characters ?? self.attributedCharacters(arguments[1].value, "newValue")
            var characters = Array(text.characters)
            let bounds = try interpreter.sliceBounds(range, count: characters.count)
            characters.replaceSubrange(bounds, with: Array(replacementCharacters))
            text.characters = String(characters)
            text.attributes.merge(replacement?.attributes ?? [:]) { _, new in new }
            selfValue = interpreter.nativeValue("AttributedString", text)
            return .void
        })
    }
}
