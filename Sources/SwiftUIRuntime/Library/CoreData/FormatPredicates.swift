import SwiftInterpreter

/// `NSPredicate(format:_:)`, `NSPredicate(format:argumentArray:)`, `NSPredicate(value:)` and
/// `NSCompoundPredicate(andPredicateWithSubpredicates:)` / `orPredicateWithSubpredicates:` /
/// `notPredicateWithSubpredicate:` (Apple, Foundation, `NSPredicate`, `NSCompoundPredicate`).
/// A format LayoutLens cannot read is an error at the call, naming what it expected.
extension SwiftUIRuntime {
    func registerFormatPredicates() {
        let predicate = interpreter.registerNativeType("NSPredicate")
        predicate.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            let given = NativeArguments("NSPredicate", arguments)
            if let value = given["value"] { return runtime.interpreter.nativeValue("NSPredicate", FormatPredicate.constant(try runtime.bool(value, "value"))) }
            guard case let .string(format)? = given["format"] else { throw runtime.failure("'NSPredicate' takes a format string (format: \"name == %@\", name)") }
            var values = arguments.dropFirst().map(\.value)
            if case let .array(list)? = given["argumentArray"] { values = list }
            do {
                return runtime.interpreter.nativeValue("NSPredicate", try FormatPredicateParser.parse(format, arguments: Array(values)))
            } catch let failure as FormatPredicateParser.Failure {
                throw runtime.failure("predicate format \"\(format)\": \(failure.message)")
            }
        })
        let compound = interpreter.registerNativeType("NSCompoundPredicate")
        compound.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            guard let first = arguments.first else { throw runtime.failure("'NSCompoundPredicate' takes subpredicates") }
            let parts: [FormatPredicate]
            if case let .array(values) = first.value { parts = values.compactMap(runtime.formatPredicate) } else { parts = [runtime.formatPredicate(first.value)].compactMap { $0 } }
            let made: FormatPredicate
            switch first.label {
            case "orPredicateWithSubpredicates": made = parts.dropFirst().reduce(parts.first ?? .constant(false)) { .or($0, $1) }
            case "notPredicateWithSubpredicate": made = .not(parts.first ?? .constant(true))
            default: made = parts.dropFirst().reduce(parts.first ?? .constant(true)) { .and($0, $1) }
            }
            return runtime.interpreter.nativeValue("NSPredicate", made)
        })
    }

    /// The predicate a value holds (`NSPredicate`, optional or not); nil for `nil`.
    func formatPredicate(_ value: Value) -> FormatPredicate? {
        value.nativePayload(FormatPredicate.self)
    }
}
