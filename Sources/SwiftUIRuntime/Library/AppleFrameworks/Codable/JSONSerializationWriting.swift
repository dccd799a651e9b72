import SwiftInterpreter

/// `JSONSerialization.data(withJSONObject:options:)` and `isValidJSONObject(_:)` (Apple docs,
/// "JSONSerialization": a valid object's top level is an array or a dictionary (any value with
/// `.fragmentsAllowed`), every object is a string, number, array, dictionary or null, every key a
/// string, no number NaN or infinite). The text is written as `JSONEncoder` writes it
/// (`JSONWriting`: `.prettyPrinted`, `.sortedKeys`, `.withoutEscapingSlashes`). An invalid object
/// raises Foundation's exception, "Invalid type in JSON write", which stops the program.
extension SwiftUIRuntime {
    func registerJSONSerializationWriting(_ serialization: TypeInfo) {
        serialization.addMethod("isValidJSONObject", .hosted("isValidJSONObject") { _, _, arguments in
            .bool(arguments.first.map { Self.isJSONObject($0.value, topLevel: true, fragments: false) } ?? false)
        }, isStatic: true)
        serialization.addMethod("data", .hosted("data") { runtime, _, arguments in
            guard let object = arguments.first(where: { $0.label == "withJSONObject" })?.value else {
                throw runtime.failure(.missingArgument("withJSONObject", callee: "data"))
            }
            let options = Set(Self.optionNames(arguments.first { $0.label == "options" }?.value))
            guard Self.isJSONObject(object, topLevel: true, fragments: options.contains("fragmentsAllowed")) else {
                throw runtime.failure("*** +[NSJSONSerialization dataWithJSONObject:options:error:]: Invalid type in JSON write", kind: .trap)
            }
            let format = JSONWriting.Format(prettyPrinted: options.contains("prettyPrinted"), sortedKeys: options.contains("sortedKeys"),
                                            escapesSlashes: !options.contains("withoutEscapingSlashes"))
            let run = JSONEncodingRun(runtime: runtime, convertsToSnakeCase: false, dateStrategy: .deferredToDate, format: format)
            return runtime.interpreter.nativeValue("Data", FileBytes(try run.encode(object)))
        }, isStatic: true)
    }

    /// Whether `value` is an object `JSONSerialization` writes.
    static func isJSONObject(_ value: Value, topLevel: Bool, fragments: Bool) -> Bool {
        switch value {
        case let .optional(wrapped?): return isJSONObject(wrapped, topLevel: topLevel, fragments: fragments)
        case let .dictionary(dictionary):
            return dictionary.pairs.allSatisfy { pair in
                if case .string = pair.0 { return isJSONObject(pair.1, topLevel: false, fragments: fragments) }
                return false
            }
        case let .array(elements): return elements.allSatisfy { isJSONObject($0, topLevel: false, fragments: fragments) }
        case .string, .int, .bool: return !topLevel || fragments
        case let .double(number), let .cgFloat(number): return number.isFinite && (!topLevel || fragments)
        default: return false
        }
    }
}
