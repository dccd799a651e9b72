/// The standard library's fixed-width integer types other than `Int` (`Int8` … `UInt64`). The
/// interpreter holds every integer as an `Int`; these give the range a value of the type may
/// have, so that a conversion (`UInt8(300)`) or a store into a variable or property declared with
/// the type (`var x: Int8 = 127; x += 1`) traps as Swift does. `UInt` and `UInt64` values above
/// `Int.max` are `Value.uint64`.
struct FixedWidthIntegerType {
    let name: String
    let min: Int
    let max: Int
    var isUnsigned: Bool { min == 0 }

    static let all: [FixedWidthIntegerType] = [
        .init(name: "Int8", min: Int(Int8.min), max: Int(Int8.max)),
        .init(name: "Int16", min: Int(Int16.min), max: Int(Int16.max)),
        .init(name: "Int32", min: Int(Int32.min), max: Int(Int32.max)),
        .init(name: "Int64", min: Int.min, max: Int.max),
        .init(name: "UInt8", min: 0, max: Int(UInt8.max)),
        .init(name: "UInt16", min: 0, max: Int(UInt16.max)),
        .init(name: "UInt32", min: 0, max: Int(UInt32.max)),
        .init(name: "UInt64", min: 0, max: Int.max),
        .init(name: "UInt", min: 0, max: Int.max),
    ]

    /// The type called `name`, if it is one of these (cheap for other names: most start with
    /// neither `I` nor `U`).
    static func named(_ name: String) -> FixedWidthIntegerType? {
        guard let first = name.utf8.first, first == UInt8(ascii: "I") || first == UInt8(ascii: "U"), name != "Int" else { return nil }
        return all.first { $0.name == name }
    }

    /// `hint` when it names one of these types, else nil: the hint an `inout` parameter's place
    /// takes, so that a store through the parameter (`func f(_ a: inout Int8) { a += 1 }`) traps
    /// inside the function, at the store's line, as a compiled program's overflow check does
    /// (swiftc 6.3.1 `-Onone`: the backtrace's first frame is the `+=`), not at the call's
    /// write-back.
    static func placeHint(_ hint: TypeHint?) -> TypeHint? {
        guard case let .named(name)? = hint, named(name) != nil else { return nil }
        return hint
    }

    func contains(_ value: Int) -> Bool { value >= min && value <= max }

    /// `value` wrapped into this type as its `init(truncatingIfNeeded:)` does: its low bits
    /// (the width's worth), read as this type's signed or unsigned number. 64-bit types keep it.
    func wrapping(_ value: Int) -> Int {
        switch name {
        case "Int8": return Int(Int8(truncatingIfNeeded: value))
        case "Int16": return Int(Int16(truncatingIfNeeded: value))
        case "Int32": return Int(Int32(truncatingIfNeeded: value))
        case "UInt8": return Int(UInt8(truncatingIfNeeded: value))
        case "UInt16": return Int(UInt16(truncatingIfNeeded: value))
        case "UInt32": return Int(UInt32(truncatingIfNeeded: value))
        default: return value
        }
    }

    /// A wrapping operator's 64-bit result as a value of this type: for `UInt64` and `UInt` the
    /// bits read unsigned (`&*` and `&+` leave the same bits in an `Int` and a `UInt64`), for
    /// the others `wrapping(_:)`.
    func wrappedValue(_ value: Int) -> Value {
        name == "UInt64" || name == "UInt" ? .unsigned(UInt64(bitPattern: Int64(value))) : .int(wrapping(value))
    }

    /// `Int` itself, for `Int(_: Double)`.
    static let int = FixedWidthIntegerType(name: "Int", min: Int.min, max: Int.max)

    /// Why `Self(value)` of a `Double` traps, as Swift words it; nil when the value converts
    /// (truncated toward zero, it lies in `min ... max`). 64-bit bounds are compared with ±2⁶³,
    /// which a `Double` holds exactly (`Double(Int.max)` rounds up to 2⁶³).
    func conversionFailure(of value: Double) -> String? {
        let prefix = "Fatal error: Double value cannot be converted to \(name) because "
        if !value.isFinite { return prefix + "it is either infinite or NaN" }
        let tooSmall = min == Int.min ? value < -0x1p63 : value <= Double(min) - 1
        if tooSmall { return prefix + "the result would be less than \(name).min" }
        let tooLarge = max == Int.max ? value >= 0x1p63 : value >= Double(max) + 1
        if tooLarge { return prefix + "the result would be greater than \(name).max" }
        return nil
    }
}

extension Interpreter {
    /// Traps as Swift's arithmetic does when an integer stored into a place declared `Int8` …
    /// `UInt64` lies outside the type (`var x: Int8 = 127; x += 1`). Only values outside
    /// `0 ... 127`, which every such type holds, compare the hint's name.
    @inline(__always)
    func checkFixedWidth(_ value: Int, _ typeName: String) throws {
        if value >= 0 && value <= 127 { return }
        if let type = FixedWidthIntegerType.named(typeName), !type.contains(value) {
            throw error(.trap, SwiftTrap.arithmeticOverflow)
        }
    }

    /// `checkFixedWidth(_:_:)` for a value and the hint of the place it is stored in.
    @inline(__always)
    func checkFixedWidth(_ value: Value, _ hint: TypeHint?) throws {
        // A `UInt64` above `Int.max` stored where only a narrower type (or a signed one) fits.
        if case .uint64 = value, case let .named(name)? = hint, let type = FixedWidthIntegerType.named(name), type.min < 0 || type.max < Int.max {
            throw error(.trap, SwiftTrap.arithmeticOverflow)
        }
        guard case let .int(v) = value, v < 0 || v > 127, case let .named(name)? = hint else { return }
        try checkFixedWidth(v, name)
    }
}
