import SwiftInterpreter

/// `LocalizedStringKey.StringInterpolation`, written out by code that joins texts itself:
/// `var i = LocalizedStringKey.StringInterpolation(literalCapacity: 8, interpolationCount: 2)`,
/// `i.appendLiteral(", ")`, `i.appendInterpolation(text)`, then
/// `Text(LocalizedStringKey(stringInterpolation: i))` (Apple, `LocalizedStringKey.StringInterpolation`:
/// `init(literalCapacity:interpolationCount:)`, `appendLiteral(_:)` and the `appendInterpolation`
/// overloads for strings, `Text`, `Image`, formatted values; `LocalizedStringKey.init(stringInterpolation:)`).
/// The literal a string interpolation makes is built the same way (SE-0228), so the key shows what
/// the literal with those pieces shows: the same pieces go to the reader of string literals
/// (`LocalizedStringKeyText`, string tables included). The capacities are hints and change nothing.
struct InterpolationPieces {
    var pieces: [LiteralPiece] = []
}

extension SwiftUIRuntime {
    func registerLocalizedStringKeyInterpolation(_ key: TypeInfo) {
        let interpolation = interpreter.registerNativeType("LocalizedStringKey.StringInterpolation")
        key.nestedTypes["StringInterpolation"] = interpolation
        func pieces(_ value: Value) -> InterpolationPieces { value.nativePayload(InterpolationPieces.self) ?? InterpolationPieces() }
        interpolation.initializers.append(.native("init", labels: nil) { interpreter, _, _ in
            interpreter.nativeValue("LocalizedStringKey.StringInterpolation", InterpolationPieces())
        })
        interpolation.addMethod("appendLiteral", .native("appendLiteral", mutating: true) { interpreter, selfValue, arguments in
            var made = pieces(selfValue)
            if case let .string(text)? = arguments.first.map({ Self.unwrapped($0.value) }) { made.pieces.append(.text(text)) }
            selfValue = interpreter.nativeValue("LocalizedStringKey.StringInterpolation", made)
            return .void
        }, isStatic: false)
        interpolation.addMethod("appendInterpolation", .hosted("appendInterpolation", mutating: true) { runtime, selfValue, arguments in
            guard let first = arguments.first else { return .void }
            var made = pieces(selfValue)
            let others = Array(arguments.dropFirst())
            // `appendInterpolation(_:format:)`, `(_:style:)`: what `Text(_:format:)` shows.
            let formatted = others.isEmpty ? nil : try runtime.interpreter.labelledInterpolation?(first.value, others.map { ($0.label, $0.value) })
            made.pieces.append(.value(first.value, formatted: formatted))
            selfValue = runtime.interpreter.nativeValue("LocalizedStringKey.StringInterpolation", made)
            return .void
        }, isStatic: false)
        key.initializers.insert(.native("init", labels: ["stringInterpolation"]) { interpreter, _, arguments in
            let made = arguments.first?.value.nativePayload(InterpolationPieces.self) ?? InterpolationPieces()
            return try interpreter.stringLiteralInitializer?(made.pieces, []) ?? .string("")
        }, at: 0)
    }
}
