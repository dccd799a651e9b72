/// An operator of up to eight UTF-8 bytes as its bytes (`ShortText`), so the common operators are
/// told apart with integer comparisons instead of string comparisons. Any other operator gets
/// `.other` and is handled by the caller's string `switch`. `OperatorCodeTests` checks the codes.
struct OperatorCode: Equatable {
    let bytes: UInt64

    @inline(__always)
    init(_ op: String) { bytes = ShortText.bytes(op) }

    private init(bytes: UInt64) { self.bytes = bytes }

    static let other = OperatorCode(bytes: 0)
    static let plus = OperatorCode(bytes: 0x2B)                 // +
    static let minus = OperatorCode(bytes: 0x2D)                // -
    static let times = OperatorCode(bytes: 0x2A)                // *
    static let divide = OperatorCode(bytes: 0x2F)               // /
    static let less = OperatorCode(bytes: 0x3C)                 // <
    static let greater = OperatorCode(bytes: 0x3E)              // >
    static let lessOrEqual = OperatorCode(bytes: 0x3D3C)        // <=
    static let greaterOrEqual = OperatorCode(bytes: 0x3D3E)     // >=
    static let equal = OperatorCode(bytes: 0x3D3D)              // ==
    static let notEqual = OperatorCode(bytes: 0x3D21)           // !=
    static let and = OperatorCode(bytes: 0x2626)                // &&
    static let or = OperatorCode(bytes: 0x7C7C)                 // ||
    static let coalesce = OperatorCode(bytes: 0x3F3F)           // ??
    static let addAssign = OperatorCode(bytes: 0x3D2B)          // +=
    static let subtractAssign = OperatorCode(bytes: 0x3D2D)     // -=
    static let multiplyAssign = OperatorCode(bytes: 0x3D2A)     // *=
    static let divideAssign = OperatorCode(bytes: 0x3D2F)       // /=

    /// Whether `op` (whose code this is) is the operator `text` with code `code`: by code when
    /// `op` has one, else by comparing the strings.
    @inline(__always)
    func `is`(_ code: OperatorCode, _ text: String, in op: String) -> Bool {
        self == .other ? op == text : self == code
    }

    /// `+ - * /` (true), the other named codes (false: none of them is arithmetic or a compound
    /// assignment), or nil for any other operator.
    /// True for `+= -= *= /=`, nil for any other operator (the caller asks
    /// `Interpreter.isCompound`, which knows every compound assignment).
    var isCompoundAssignment: Bool? {
        switch self {
        case .addAssign, .subtractAssign, .multiplyAssign, .divideAssign: return true
        default: return nil
        }
    }

    var isArithmetic: Bool? {
        switch self {
        case .plus, .minus, .times, .divide: return true
        case .less, .greater, .lessOrEqual, .greaterOrEqual, .equal, .notEqual, .and, .or, .coalesce: return false
        default: return nil
        }
    }
}
