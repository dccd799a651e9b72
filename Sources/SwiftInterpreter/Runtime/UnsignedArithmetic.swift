/// Operators on a `UInt64` (or `UInt`) above `Int.max`, a `Value.uint64`.
///
/// Swift's operators on a fixed-width integer take two operands of that type (`static func &*
/// (lhs: Self, rhs: Self) -> Self`; The Swift Programming Language, "Advanced Operators"), so the
/// other operand of a `.uint64` is a `UInt64` too, held as an `.int` when it is at most `Int.max`.
/// An `.int` below zero there is the bit pattern a wrapping operator left on 64 bits (`&*` and
/// `&+` give the same bits on `Int` and `UInt64`), read back as `UInt64(bitPattern:)`.
/// The shift operators take a count of any integer type (`static func >> <Other: BinaryInteger>`),
/// as Swift's "smart shifts": a count of 64 or more gives zero, a negative one shifts the other
/// way; the masking shifts `&<<`, `&>>` take the count modulo 64. Comparisons with an `Int` are `BinaryInteger`'s heterogeneous ones: a value above
/// `Int.max` is greater than every `Int`. Overflow and division by zero trap as on `Int`.
extension Interpreter {
    /// `op` applied to two integers at least one of which is a `.uint64`; nil when one operand
    /// is no integer (the caller's general rules answer).
    func unsignedBinary(_ op: String, _ lhs: Value, _ rhs: Value) throws -> Value? {
        guard let a = Self.unsignedBits(lhs), let b = Self.unsignedBits(rhs) else { return nil }
        switch op {
        case "<<", ">>", "&<<", "&>>":
            guard case let .uint64(base) = lhs else { return nil }
            let count: Int
            switch rhs {
            case let .int(n): count = n
            default: count = 64
            }
            switch op {
            case "<<": return .unsigned(base << count)
            case ">>": return .unsigned(base >> count)
            // The masking shifts use the count's low 6 bits (`FixedWidthInteger.&>>`).
            case "&<<": return .unsigned(base &<< count)
            default: return .unsigned(base &>> count)
            }
        case "==", "!=", "<", ">", "<=", ">=":
            return Self.comparison(op, Self.widened(lhs), Self.widened(rhs))
        case "+": let (r, o) = a.addingReportingOverflow(b); if o { throw error(.trapOverflow()) }; return .unsigned(r)
        case "-": let (r, o) = a.subtractingReportingOverflow(b); if o { throw error(.trapOverflow()) }; return .unsigned(r)
        case "*": let (r, o) = a.multipliedReportingOverflow(by: b); if o { throw error(.trapOverflow()) }; return .unsigned(r)
        case "/":
            if b == 0 { throw error(.trapDivisionByZero()) }
            return .unsigned(a / b)
        case "%":
            if b == 0 { throw error(.trapDivisionByZero(remainder: true)) }
            return .unsigned(a % b)
        case "&+": return .unsigned(a &+ b)
        case "&-": return .unsigned(a &- b)
        case "&*": return .unsigned(a &* b)
        case "&": return .unsigned(a & b)
        case "|": return .unsigned(a | b)
        case "^": return .unsigned(a ^ b)
        case "..<", "...":
            if b < a { throw error(.trapRangeBounds()) }
            return .range(RangeValue(lower: lhs, upper: rhs, isClosed: op == "..."))
        default: return nil
        }
    }

    /// The `UInt64` an integer operand of a `UInt64` operator holds (an `.int` below zero being
    /// a wrapped bit pattern); nil for any other value.
    static func unsignedBits(_ value: Value) -> UInt64? {
        switch value {
        case let .int(v): return UInt64(bitPattern: Int64(v))
        case let .uint64(v): return v
        default: return nil
        }
    }

    /// An integer as one number line for `BinaryInteger`'s heterogeneous comparisons: every
    /// `.uint64` lies above every `.int`.
    private static func widened(_ value: Value) -> UnsignedComparable {
        switch value {
        case let .uint64(v): return UnsignedComparable(aboveIntMax: v, int: 0)
        case let .int(v): return UnsignedComparable(aboveIntMax: 0, int: v)
        default: return UnsignedComparable(aboveIntMax: 0, int: 0)
        }
    }
}

/// An `Int` or a `UInt64` above `Int.max`, ordered as numbers.
private struct UnsignedComparable: Comparable {
    let aboveIntMax: UInt64
    let int: Int

    static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.aboveIntMax != rhs.aboveIntMax ? lhs.aboveIntMax < rhs.aboveIntMax : lhs.int < rhs.int
    }
}
