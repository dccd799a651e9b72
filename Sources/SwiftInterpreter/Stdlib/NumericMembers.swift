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

/// Members and initializers of `Int`, `Double`, `CGFloat`, `Bool`: conversions, `rounded`,
/// `.pi`, `Int.max`, `Int.random(in:)`, `isMultiple(of:)`, …
extension Interpreter {
    func registerNumericMembers() {
        let int = builtins.int, double = builtins.double, cgFloat = builtins.cgFloat, float = builtins.float
        int.initializers.append(.native("init") { interpreter, _, arguments in
            // `Int()` is zero (swiftc: `print(Int(), Double())` prints "0 0.0").
            if arguments.isEmpty { return .int(0) }
            let value = try arguments.value(0)
            switch value {
            case let .int(v): return .int(v)
            // `Int(hash)` of a `UInt64` above `Int.max` traps (`Int.init<T: BinaryInteger>(_:)`);
            // the other conversions answer as `BinaryInteger`'s.
            case let .uint64(v):
                switch arguments.first?.label {
                case "truncatingIfNeeded"?, "bitPattern"?: return .int(Int(truncatingIfNeeded: v))
                case "exactly"?: return .optional(nil)
                case "clamping"?: return .int(Int.max)
                default: throw interpreter.error(.trap, SwiftTrap.notRepresentable(Int.max, unsigned: false))
                }
            case let .double(v), let .cgFloat(v):
                if let failure = FixedWidthIntegerType.int.conversionFailure(of: v) { throw interpreter.error(.trap, failure) }
                return .int(Int(v))
            case let .string(text):
                if let radix = arguments.labelled("radix")?.asInt {
                    guard (2...36).contains(radix) else { throw interpreter.error(.trap, SwiftTrap.radixOutOfRange) }
                    return .optional(Int(text, radix: radix).map(Value.int))
                }
                return .optional(Int(text).map(Value.int))
            case let .character(c): return .optional(Int(String(c)).map(Value.int))
            case let .bool(flag) where arguments.first?.label == nil: return .int(flag ? 1 : 0)
            // `Int(engine.progress * 100)` of another file's number: as unknown as the number; an
            // error only where the layout needs its value.
            case _ where interpreter.isUnseen(value): return value
            // `Int(truncating: amount as NSNumber)`: NSNumber's `intValue`, toward zero.
            case _ where arguments.first?.label == "truncating" && interpreter.libraryNumber(value) != nil:
                let truncated = (interpreter.libraryNumber(value) ?? 0).rounded(.towardZero)
                guard truncated.magnitude < 0x1p63 else {
                    throw interpreter.error(.invalid, "Int(truncating:) of \(truncated) is outside Int's range")
                }
                return .int(Int(truncated))
            default: throw interpreter.error(.invalid, "no Int initializer for '\(interpreter.typeName(of: value))'")
            }
        })
        for (type, wrap) in [(double, Value.double), (cgFloat, Value.cgFloat), (float, Value.double)] as [(TypeInfo, (Double) -> Value)] {
            type.initializers.append(.native("init") { interpreter, _, arguments in
                guard let value = arguments.first?.value else { return wrap(0) }
                switch value {
                case let .int(v): return wrap(Double(v))
                case let .uint64(v): return wrap(Double(v))
                case let .double(v), let .cgFloat(v): return wrap(v)
                case let .string(text): return .optional(Double(text).map(wrap))
                case _ where interpreter.isUnseen(value): return value
                // `Double(truncating: amount as NSNumber)` of a `Decimal` (Foundation's
                // `init(truncating:)` of `NSNumber`; checked with swiftc: 2.5 gives 2.5).
                case _ where arguments.first?.label == "truncating" && interpreter.libraryNumber(value) != nil:
                    return wrap(interpreter.libraryNumber(value) ?? 0)
                default: throw interpreter.error(.invalid, "no \(type.name) initializer for '\(interpreter.typeName(of: value))'")
                }
            })
            type.staticValues["pi"] = wrap(Double.pi)
            type.staticValues["infinity"] = wrap(Double.infinity)
            type.staticValues["nan"] = wrap(Double.nan)
            type.staticValues["zero"] = wrap(0)
            type.staticValues["greatestFiniteMagnitude"] = wrap(Double.greatestFiniteMagnitude)
            type.staticValues["leastNormalMagnitude"] = wrap(Double.leastNormalMagnitude)
            // The least positive value, a subnormal (Swift's `BinaryFloatingPoint`; 4.9e-324 for a
            // `Double`): `minimumScaleFactor(.leastNonzeroMagnitude)` asks text to shrink as far as it can.
            type.staticValues["leastNonzeroMagnitude"] = wrap(Double.leastNonzeroMagnitude)
            type.staticValues["ulpOfOne"] = wrap(Double.ulpOfOne)
            type.addMethod("rounded", .native("rounded") { interpreter, selfValue, arguments in
                guard let v = selfValue.asDouble else { return selfValue }
                return wrap(v.rounded(try interpreter.roundingRule(arguments.first?.value)))
            })
            type.addMethod("round", .native("round", mutating: true) { interpreter, selfValue, arguments in
                guard let v = selfValue.asDouble else { return .void }
                selfValue = wrap(v.rounded(try interpreter.roundingRule(arguments.first?.value)))
                return .void
            })
            type.addMethod("squareRoot", .native("squareRoot") { _, selfValue, _ in wrap((selfValue.asDouble ?? 0).squareRoot()) })
            type.addMethod("truncatingRemainder", .native("truncatingRemainder") { _, selfValue, arguments in
                wrap((selfValue.asDouble ?? 0).truncatingRemainder(dividingBy: try arguments.value(0).asDouble ?? 1))
            })
            type.addMethod("remainder", .native("remainder") { _, selfValue, arguments in
                wrap((selfValue.asDouble ?? 0).remainder(dividingBy: try arguments.value(0).asDouble ?? 1))
            })
            type.addMethod("isLess", .native("isLess") { _, selfValue, arguments in
                .bool((selfValue.asDouble ?? 0) < (try arguments.value(0).asDouble ?? 0))
            })
            type.computedProperties["isNaN"] = getter { .bool(($0.asDouble ?? 0).isNaN) }
            type.computedProperties["isFinite"] = getter { .bool(($0.asDouble ?? 0).isFinite) }
            type.computedProperties["isInfinite"] = getter { .bool(($0.asDouble ?? 0).isInfinite) }
            type.computedProperties["isZero"] = getter { .bool(($0.asDouble ?? 0).isZero) }
            type.computedProperties["magnitude"] = getter { wrap(($0.asDouble ?? 0).magnitude) }
            type.computedProperties["description"] = getter { .string(($0.asDouble ?? 0).description) }
            type.staticMethods["random"] = [.native("random") { interpreter, _, arguments in
                guard case let .range(range)? = arguments.first?.value, let low = range.lower?.asDouble,
                      let high = range.upper?.asDouble else { throw interpreter.error(.invalid, "random(in:) needs a range") }
                interpreter.warnRandom()
                let unit = Double(interpreter.random.next() >> 11) / Double(1 << 53)
                return wrap(low + (high - low) * unit)
            }]
        }
        int.staticValues["max"] = .int(.max)
        int.staticValues["min"] = .int(.min)
        int.staticValues["zero"] = .int(0)
        int.computedProperties["description"] = getter { .string(String($0.asInt ?? 0)) }
        int.computedProperties["magnitude"] = getter { .int(($0.asInt ?? 0).magnitude > UInt(Int.max) ? Int.max : Int(($0.asInt ?? 0).magnitude)) }
        int.computedProperties["isZero"] = getter { .bool($0.asInt == 0) }
        // "On a little-endian platform, for any integer `x`, `x == x.littleEndian`" (Apple docs,
        // `FixedWidthInteger.littleEndian`); every device a preview runs on (arm64) is one.
        int.computedProperties["littleEndian"] = getter { $0 }
        int.addMethod("isMultiple", .native("isMultiple") { _, selfValue, arguments in
            let divisor = try arguments.value(0).asInt ?? 1
            // Swift answers `true` for -1 (every integer is a multiple), never computing `Int.min % -1`.
            if divisor == -1 { return .bool(true) }
            return .bool(divisor == 0 ? selfValue.asInt == 0 : (selfValue.asInt ?? 0) % divisor == 0)
        })
        int.addMethod("signum", .native("signum") { _, selfValue, _ in .int((selfValue.asInt ?? 0).signum()) })
        int.addMethod("quotientAndRemainder", .native("quotientAndRemainder") { interpreter, selfValue, arguments in
            let divisor = try arguments.value(0).asInt ?? 0
            if divisor == 0 { throw interpreter.error(.trapDivisionByZero()) }
            let dividend = selfValue.asInt ?? 0
            if dividend == .min && divisor == -1 { throw interpreter.error(.trap, SwiftTrap.divisionOverflow) }
            let (q, r) = dividend.quotientAndRemainder(dividingBy: divisor)
            return .tuple([.int(q), .int(r)], labels: ["quotient", "remainder"])
        })
        int.addMethod("advanced", .native("advanced") { interpreter, selfValue, arguments in
            try interpreter.intBinary("+", selfValue.asInt ?? 0, try arguments.value(0).asInt ?? 0)
        })
        int.staticMethods["random"] = [.native("random") { interpreter, _, arguments in
            guard case let .range(range)? = arguments.first?.value, let low = range.lower?.asInt,
                  let high = range.upper?.asInt else { throw interpreter.error(.invalid, "random(in:) needs a range") }
            if range.isClosed ? high < low : high <= low { throw interpreter.error(.trap, SwiftTrap.emptyRandomRange) }
            let upper = range.isClosed ? high : high - 1
            interpreter.warnRandom()
            // The width in `UInt` arithmetic: `Int.min ... Int.max` is a valid range of 2⁶⁴ values.
            let width = UInt(bitPattern: upper &- low)
            let draw = interpreter.random.next()
            let offset = width == .max ? draw : draw % UInt64(width + 1)
            return .int(low &+ Int(truncatingIfNeeded: offset))
        }]
        builtins.bool.initializers.append(.native("init") { interpreter, _, arguments in
            let value = try arguments.value(0)
            if case let .string(text) = value { return .optional(Bool(text).map(Value.bool)) }
            if case .bool = value { return value }
            throw interpreter.error(.invalid, "no Bool initializer for '\(interpreter.typeName(of: value))'")
        })
        builtins.bool.addMethod("toggle", .native("toggle", mutating: true) { _, selfValue, _ in
            if case let .bool(flag) = selfValue { selfValue = .bool(!flag) }
            return .void
        })
        builtins.bool.computedProperties["description"] = getter { .string($0.asBool == true ? "true" : "false") }
        builtins.bool.staticMethods["random"] = [.native("random") { interpreter, _, _ in
            interpreter.warnRandom()
            return .bool(interpreter.random.next() & 1 == 1)
        }]
    }

    func warnRandom() {
        warn(.fixedRandomSeed())
    }

    /// A `FloatingPointRoundingRule` from `.up`, `.down`, `.toNearestOrEven`, …
    func roundingRule(_ value: Value?) throws -> FloatingPointRoundingRule {
        guard let value else { return .toNearestOrAwayFromZero }
        let name: String
        switch value {
        case let .unresolvedMember(member): name = member.name
        case let .enumValue(instance): name = instance.caseName
        default: throw error(.invalid, "expected a FloatingPointRoundingRule")
        }
        switch name {
        case "up": return .up
        case "down": return .down
        case "towardZero": return .towardZero
        case "awayFromZero": return .awayFromZero
        case "toNearestOrEven": return .toNearestOrEven
        case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
        default: throw error(.noMemberOnType(name, type: "FloatingPointRoundingRule"))
        }
    }

    /// A read-only native computed property.
    func getter(_ body: @escaping (Value) throws -> Value) -> ComputedProperty {
        ComputedProperty(getter: .native("get") { _, selfValue, _ in try body(selfValue) })
    }
}

extension Interpreter {
    /// `Optional.map`, `flatMap`, `unsafelyUnwrapped`-free members of optionals.
    func registerOptionalMembers() {
        builtins.optional.addMethod("map", .native("map") { interpreter, selfValue, arguments in
            guard case let .optional(wrapped?) = selfValue else { return .nil }
            return .some(try interpreter.invoke(try arguments.value(0), [wrapped]))
        })
        builtins.optional.addMethod("flatMap", .native("flatMap") { interpreter, selfValue, arguments in
            guard case let .optional(wrapped?) = selfValue else { return .nil }
            let result = try interpreter.invoke(try arguments.value(0), [wrapped])
            if case .optional = result { return result }
            return .some(result)
        })
    }
}

extension Interpreter {
    /// The number a numeric library value holds (`Decimal`, `NSDecimalNumber`; `asNumber` of its
    /// type), for `init(truncating:)`.
    func libraryNumber(_ value: Value) -> Double? {
        guard case let .native(native) = value else { return nil }
        return native.type.native?.asNumber?(value)
    }
}
