import Foundation
import SwiftInterpreter

/// Foundation's `Decimal` (Apple docs, "Decimal": "A structure representing a base-10 number";
/// `ExpressibleByIntegerLiteral`, `ExpressibleByFloatLiteral`, `Comparable`, `SignedNumeric`)
/// and the `NSDecimalNumber` class that bridges it. A value is the toolchain Foundation's own
/// `Decimal` (swift-foundation's, the implementation iOS 18 ships), so the arithmetic is base 10:
/// `Decimal(0.1) + Decimal(0.2)` is exactly 0.3, and a `Decimal` declared from an integer literal
/// divides without truncating (`let total: Decimal = 10`; `total / 4` is 2.5).
///
/// - A literal where a `Decimal` is expected is one (`fromNumberLiteral`); a floating-point literal
///   goes through `Double` as Swift's `init(floatLiteral:)` does (19.99 is 19.98999999999999488,
///   what `print` shows on Linux).
/// - `init(_:)` of an integer, floating-point number or decimal, `init(string:)` (nil for text that
///   is not a number), `.zero`, `.pi`; `+`, `-`, `*`, `/` (a number on either side is taken as a
///   decimal, as Swift's literal typing makes it), `<`, `==`; `isZero`, `magnitude`, `exponent`,
///   `significand`, `description`.
/// - `formatted()`, `formatted(.currency(code:))`, `formatted(.percent)` and `Text(value, format:)`
///   write the number as the `Double` it is nearest to (`TextFormatting.swift`), with up to 15
///   significant digits exact.
/// - `NSDecimalNumber(decimal:)`, `NSDecimalNumber(value:)`, `NSDecimalNumber(string:)`, `.zero`,
///   `.one`, `decimalValue`, `doubleValue`, `intValue`, `stringValue`, `description`; `d as
///   NSDecimalNumber` and `n as Decimal` bridge; `Double(truncating: d as NSNumber)` and
///   `Int(truncating:)` read the number (`asNumber`).
extension SwiftUIRuntime {
    /// A `Decimal` from a number, decimal or `NSDecimalNumber` value; nil for anything else.
    static func decimal(_ value: Value?) -> Decimal? {
        switch value.map(unwrapped) {
        case let .int(number)?: return Decimal(number)
        case let .double(number)?, let .cgFloat(number)?: return number.isFinite ? Decimal(number) : nil
        case let other?: return other.nativePayload(Decimal.self)
        case nil: return nil
        }
    }

    /// The `Double` nearest a `Decimal` value, for formatting; nil for another value.
    static func decimalAsDouble(_ value: Value) -> Double? {
        value.nativePayload(Decimal.self).map { NSDecimalNumber(decimal: $0).doubleValue }
    }

    func registerDecimal() {
        var descriptor = NativeTypeDescriptor(describe: { $0.nativePayload(Decimal.self).map { $0.description } ?? "0" })
        descriptor.fromNumberLiteral = { interpreter, value in Self.decimal(value).map { interpreter.nativeValue("Decimal", $0) } }
        descriptor.asNumber = Self.decimalAsDouble
        descriptor.bridgeFrom = { interpreter, value in
            value.nativePayload(Decimal.self).map { interpreter.nativeValue("Decimal", $0) }
        }
        guard let type = registerAppleType("Decimal", descriptor: descriptor) else { return }
        type.conformances = ["Hashable", "Equatable", "Comparable", "Sendable", "Codable", "SignedNumeric"]
        let decimal = Self.decimal
        func make(_ interpreter: Interpreter, _ number: Decimal) -> Value { interpreter.nativeValue("Decimal", number) }
        type.initializers.append(.native("init") { interpreter, _, arguments in
            if let text = arguments.first(where: { $0.label == "string" })?.value {
                guard case let .string(string) = Self.unwrapped(text), let parsed = Decimal(string: string, locale: Locale(identifier: "en_US_POSIX")) else {
                    return .nil
                }
                return .optional(make(interpreter, parsed))
            }
            return make(interpreter, decimal(arguments.first?.value) ?? .zero)
        })
        type.staticComputed["zero"] = ComputedProperty(getter: .native("zero") { interpreter, _, _ in make(interpreter, .zero) })
        type.staticComputed["pi"] = ComputedProperty(getter: .native("pi") { interpreter, _, _ in make(interpreter, .pi) })
        type.staticMethods["<"] = [.native("<", labels: [nil, nil]) { _, _, arguments in
            guard let a = decimal(arguments.first?.value), let b = decimal(arguments.last?.value) else { return .bool(false) }
            return .bool(a < b)
        }]
        type.staticMethods["=="] = [.native("==", labels: [nil, nil]) { _, _, arguments in
            guard let a = decimal(arguments.first?.value), let b = decimal(arguments.last?.value) else { return .bool(false) }
            return .bool(a == b)
        }]
        for symbol in ["+", "-", "*", "/"] {
            type.staticMethods[symbol] = [.native(symbol, labels: [nil, nil]) { interpreter, _, arguments in
                guard let a = decimal(arguments.first?.value), let b = decimal(arguments.last?.value) else { return .void }
                switch symbol {
                case "+": return make(interpreter, a + b)
                case "-": return make(interpreter, a - b)
                case "*": return make(interpreter, a * b)
                default: return make(interpreter, a / b)
                }
            }]
        }
        type.staticMethods["prefix-"] = [.native("prefix-", labels: [nil]) { interpreter, _, arguments in
            make(interpreter, -(decimal(arguments.first?.value) ?? .zero))
        }]
        type.computedProperties["isZero"] = ComputedProperty(getter: .native("isZero") { _, selfValue, _ in .bool(decimal(selfValue)?.isZero ?? true) })
        type.computedProperties["magnitude"] = ComputedProperty(getter: .native("magnitude") { interpreter, selfValue, _ in
            make(interpreter, decimal(selfValue)?.magnitude ?? .zero)
        })
        type.computedProperties["significand"] = ComputedProperty(getter: .native("significand") { interpreter, selfValue, _ in
            make(interpreter, decimal(selfValue)?.significand ?? .zero)
        })
        type.computedProperties["exponent"] = ComputedProperty(getter: .native("exponent") { _, selfValue, _ in .int(decimal(selfValue)?.exponent ?? 0) })
        type.computedProperties["description"] = ComputedProperty(getter: .native("description") { _, selfValue, _ in
            .string(decimal(selfValue)?.description ?? "0")
        })
        type.addMethod("formatted", .hosted("formatted") { runtime, selfValue, arguments in
            let number = Self.decimalAsDouble(selfValue) ?? 0
            let style = arguments.first?.value ?? .unresolvedMember(UnresolvedMember(name: "number", arguments: nil))
            return .string(try runtime.formattedText(.double(number), NativeArguments("formatted", [CallArgument("format", style)])) ?? "")
        })
        registerNSDecimalNumber()
    }

    private func registerNSDecimalNumber() {
        var descriptor = NativeTypeDescriptor(describe: { $0.nativePayload(Decimal.self).map { $0.description } ?? "0" })
        descriptor.bridgeFrom = { interpreter, value in
            value.nativePayload(Decimal.self).map { interpreter.nativeValue("NSDecimalNumber", $0) }
        }
        descriptor.asNumber = Self.decimalAsDouble
        guard let type = registerAppleType("NSDecimalNumber", descriptor: descriptor) else { return }
        type.conformances = ["Hashable", "Equatable", "Comparable"]
        func make(_ interpreter: Interpreter, _ number: Decimal) -> Value { interpreter.nativeValue("NSDecimalNumber", number) }
        type.initializers.append(.native("init") { interpreter, _, arguments in
            if let text = arguments.first(where: { $0.label == "string" })?.value {
                // Apple, `init(string:)`: text that is not a number gives `notANumber`; kept as 0
                // here, with no NaN to carry (its `doubleValue` would be NaN).
                guard case let .string(string) = Self.unwrapped(text) else { return make(interpreter, .zero) }
                return make(interpreter, Decimal(string: string, locale: Locale(identifier: "en_US_POSIX")) ?? .zero)
            }
            let given = arguments.first(where: { $0.label == "decimal" })?.value ?? arguments.first(where: { $0.label == "value" })?.value ?? arguments.first?.value
            return make(interpreter, Self.decimal(given) ?? .zero)
        })
        type.staticComputed["zero"] = ComputedProperty(getter: .native("zero") { interpreter, _, _ in make(interpreter, .zero) })
        type.staticComputed["one"] = ComputedProperty(getter: .native("one") { interpreter, _, _ in make(interpreter, 1) })
        func number(_ value: Value) -> NSDecimalNumber { NSDecimalNumber(decimal: value.nativePayload(Decimal.self) ?? .zero) }
        type.computedProperties["decimalValue"] = ComputedProperty(getter: .native("decimalValue") { interpreter, selfValue, _ in
            interpreter.nativeValue("Decimal", selfValue.nativePayload(Decimal.self) ?? .zero)
        })
        for name in ["doubleValue", "floatValue"] {
            type.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in .double(number(selfValue).doubleValue) })
        }
        for name in ["intValue", "int64Value", "int32Value", "integerValue"] {
            type.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in .int(number(selfValue).intValue) })
        }
        type.computedProperties["boolValue"] = ComputedProperty(getter: .native("boolValue") { _, selfValue, _ in .bool(number(selfValue).boolValue) })
        for name in ["stringValue", "description"] {
            type.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in .string(number(selfValue).stringValue) })
        }
    }
}
