#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The standard library's `Unicode.Scalar` (`UnicodeScalar` is its type alias): one Unicode code
/// point, what `string.unicodeScalars` and `character.unicodeScalars` hold. Swift standard library
/// reference, "Unicode.Scalar": `value` (a `UInt32`), `isASCII`, `properties` (`isWhitespace`,
/// `isEmoji`, …, Unicode's character properties), `init(_: UInt8)` (never fails), the failable
/// `init?(_: UInt32)`, `init?(_: UInt16)`, `init?(_: Int)` (nil for a surrogate or past U+10FFFF),
/// `Character(scalar)`, `String(scalar)`, `UInt32(scalar)`; scalars are `Comparable` by value and
/// a string literal of one scalar is one (`scalar >= "a"`).
///
/// The interpreter holds every integer as an `Int` and cannot tell `UInt8` from `UInt32`, so an
/// integer that is a scalar's value gives the scalar itself, not wrapped in an optional; one that
/// is not gives nil. `if let`, `guard let` and `compactMap` read both as Swift reads the optional.
extension Interpreter {
    static let unicodeScalarTypeName = "Unicode.Scalar"

    func registerUnicodeScalars() {
        let scalar = registerNativeType(Self.unicodeScalarTypeName, descriptor: NativeTypeDescriptor(describe: { value in
            Interpreter.unicodeScalar(value).map { String($0) } ?? ""
        }))
        types["UnicodeScalar"] = scalar
        // `Unicode` is the standard library's namespace enum the scalar type is nested in.
        (types["Unicode"] ?? registerNativeType("Unicode")).nestedTypes["Scalar"] = scalar
        scalar.conformances = ["Hashable", "Equatable", "Comparable"]
        scalar.initializers.append(.native("init") { interpreter, _, arguments in
            let argument = try arguments.value(0)
            if interpreter.isUnseen(argument) { return argument }
            if case let .int(code) = argument {
                guard let found = UInt32(exactly: code).flatMap(Unicode.Scalar.init) else { return .nil }
                return interpreter.unicodeScalarValue(found)
            }
            if let found = Interpreter.unicodeScalar(argument) { return interpreter.unicodeScalarValue(found) }
            // `Unicode.Scalar("é")`: a string of exactly one scalar (failable for a `String`
            // variable, a scalar for a literal; one scalar is both).
            if case let .string(text) = argument {
                guard text.unicodeScalars.count == 1, let only = text.unicodeScalars.first else { return .nil }
                return interpreter.unicodeScalarValue(only)
            }
            throw interpreter.error(.invalid, "no Unicode.Scalar initializer for '\(interpreter.typeName(of: argument))'")
        })
        func scalarProperty(_ name: String, _ read: @escaping (Interpreter, Unicode.Scalar) -> Value) {
            scalar.computedProperties[name] = ComputedProperty(getter: .native(name) { interpreter, selfValue, _ in
                Interpreter.unicodeScalar(selfValue).map { read(interpreter, $0) } ?? .nil
            })
        }
        scalarProperty("value") { .int(Int($1.value)) }
        scalarProperty("isASCII") { .bool($1.isASCII) }
        scalarProperty("description") { .string(String($1)) }
        // `Unicode.Scalar(code).map { Character($0) }`: `Optional.map`/`flatMap` of a scalar the
        // failable initializer gave (kept unwrapped, above) call the closure with it; a
        // `flatMap` closure's nil stays nil.
        for name in ["map", "flatMap"] {
            scalar.addMethod(name, .native(name, labels: [nil]) { interpreter, selfValue, arguments in
                guard case let .function(transform) = try arguments.value(0) else {
                    throw interpreter.error(.invalid, "'\(name)' of an optional Unicode.Scalar takes a closure")
                }
                let result = try interpreter.call(transform, [selfValue])
                return name == "flatMap" ? result : .optional(result)
            })
        }
        let properties = registerNativeType("Unicode.Scalar.Properties")
        scalarProperty("properties") { $0.nativeValue("Unicode.Scalar.Properties", $1) }
        let flags: [(String, KeyPath<Unicode.Scalar.Properties, Bool>)] = [
            ("isWhitespace", \.isWhitespace), ("isEmoji", \.isEmoji), ("isEmojiPresentation", \.isEmojiPresentation),
            ("isAlphabetic", \.isAlphabetic), ("isUppercase", \.isUppercase), ("isLowercase", \.isLowercase),
            ("isMath", \.isMath), ("isDiacritic", \.isDiacritic), ("isEmojiModifier", \.isEmojiModifier),
            ("isEmojiModifierBase", \.isEmojiModifierBase), ("isVariationSelector", \.isVariationSelector),
            ("isJoinControl", \.isJoinControl),
        ]
        for (name, flag) in flags {
            properties.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in
                guard case let .native(native) = selfValue, let code = native.payload as? Unicode.Scalar else { return .bool(false) }
                return .bool(code.properties[keyPath: flag])
            })
        }
        // `Comparable` and `Equatable` by value, a one-scalar string literal on either side.
        let comparisons: [(String, (UInt32, UInt32) -> Bool)] = [("==", (==)), ("!=", (!=)), ("<", (<)), ("<=", (<=)), (">", (>)), (">=", (>=))]
        for (symbol, compare) in comparisons {
            scalar.staticMethods[symbol] = [.native(symbol, labels: [nil, nil]) { interpreter, _, arguments in
                guard let left = Interpreter.unicodeScalar(try arguments.value(0), literal: true),
                      let right = Interpreter.unicodeScalar(try arguments.value(1), literal: true) else {
                    throw interpreter.error(.invalid, "binary operator '\(symbol)' cannot be applied to these operands of 'Unicode.Scalar'")
                }
                return .bool(compare(left.value, right.value))
            }]
        }
    }

    /// `scalar` as a value of the interpreted program.
    func unicodeScalarValue(_ scalar: Unicode.Scalar) -> Value {
        nativeValue(Self.unicodeScalarTypeName, scalar)
    }

    /// The scalar `value` holds; with `literal`, also a string (a literal) of exactly one scalar.
    static func unicodeScalar(_ value: Value, literal: Bool = false) -> Unicode.Scalar? {
        switch value {
        case let .native(native): return native.payload as? Unicode.Scalar
        case let .string(text) where literal && text.unicodeScalars.count == 1: return text.unicodeScalars.first
        case let .character(character) where literal && character.unicodeScalars.count == 1: return character.unicodeScalars.first
        default: return nil
        }
    }
}
