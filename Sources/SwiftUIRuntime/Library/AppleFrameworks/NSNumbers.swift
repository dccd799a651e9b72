import SwiftInterpreter

/// Foundation's `NSNumber` (Apple docs, "NSNumber"): `init(value:)` of an integer, floating-point
/// or Boolean value, and the accessors `intValue`, `int64Value`, `int32Value`, `int16Value`,
/// `uintValue`, `doubleValue`, `floatValue`, `boolValue` (non-zero is true), `stringValue` and
/// `description` (an integral number without a fraction, "3"; else Swift's description of the
/// `Double`, "2.5"). An integer accessor of a fractional number drops the fraction, as
/// `NSNumber(value: 2.7).intValue` is 2. A number formatter's `string(from:)` takes one.
extension SwiftUIRuntime {
    /// The number an `NSNumber` holds, and whether it was made from an integer or a Boolean.
    struct BoxedNumber: Hashable {
        var value: Double
        var isIntegral: Bool

        var text: String {
            if isIntegral, value.isFinite, abs(value) < 9.2e18 { return String(Int(value)) }
            return String(value)
        }
    }

    /// The number in a Swift number, a `Bool` or an `NSNumber`.
    static func boxedNumber(_ value: Value) -> BoxedNumber? {
        switch unwrapped(value) {
        case let .int(number): return BoxedNumber(value: Double(number), isIntegral: true)
        case let .double(number), let .cgFloat(number): return BoxedNumber(value: number, isIntegral: false)
        case let .bool(flag): return BoxedNumber(value: flag ? 1 : 0, isIntegral: true)
        case let other: return other.nativePayload(BoxedNumber.self)
        }
    }

    func registerNSNumber() {
        var descriptor = NativeTypeDescriptor(describe: { $0.nativePayload(BoxedNumber.self)?.text ?? "" })
        // `number as? Double`, `number as Int`: the bridged Swift number.
        descriptor.coerce = { _, value, hint in
            guard let number = value.nativePayload(BoxedNumber.self) else { return nil }
            switch hint {
            case .named("Double"), .named("TimeInterval"): return .double(number.value)
            case .named("CGFloat"): return .cgFloat(number.value)
            case .named("Int") where number.value.isFinite && abs(number.value) < 9.2e18: return .int(Int(number.value))
            default: return nil
            }
        }
        // `day as NSNumber`, `flag as NSNumber`: Swift's numbers and `Bool` bridge to `NSNumber`
        // (SE-0170, "NSNumber bridging and Numeric types"; swift-corelibs-foundation's
        // `_ObjectiveCBridgeable` conformances of `Int`, `Double`, `Bool`), so the cast makes one,
        // whose `intValue` is the number again; a `Decimal` keeps its own bridge.
        descriptor.bridgeFrom = { interpreter, value in
            switch value {
            case .int, .double, .cgFloat, .bool: return Self.boxedNumber(value).map { interpreter.nativeValue("NSNumber", $0) }
            default: return nil
            }
        }
        // `Int(truncating: number)`, `Double(truncating: number)`: the number it holds.
        descriptor.asNumber = { $0.nativePayload(BoxedNumber.self)?.value }
        guard let type = registerAppleType("NSNumber", descriptor: descriptor) else { return }
        type.conformances = ["Hashable", "Equatable", "Comparable"]
        initializer("NSNumber") { `self`, arguments in
            let given = arguments["value"] ?? arguments.unlabelled.first
            return self.interpreter.nativeValue("NSNumber", given.flatMap(Self.boxedNumber) ?? BoxedNumber(value: 0, isIntegral: true))
        }
        func integer(_ number: BoxedNumber?) -> Value {
            guard let number, number.value.isFinite, abs(number.value) < 9.2e18 else { return .int(0) }
            return .int(Int(number.value))
        }
        for name in ["intValue", "int64Value", "int32Value", "int16Value", "int8Value", "uintValue", "uint64Value", "integerValue"] {
            type.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in integer(selfValue.nativePayload(BoxedNumber.self)) })
        }
        for name in ["doubleValue", "floatValue"] {
            type.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in
                .double(selfValue.nativePayload(BoxedNumber.self)?.value ?? 0)
            })
        }
        type.computedProperties["boolValue"] = ComputedProperty(getter: .native("boolValue") { _, selfValue, _ in
            .bool((selfValue.nativePayload(BoxedNumber.self)?.value ?? 0) != 0)
        })
        for name in ["stringValue", "description"] {
            type.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in
                .string(selfValue.nativePayload(BoxedNumber.self)?.text ?? "0")
            })
        }
    }
}
