/// The messages Swift's standard library stops a program with, word for word, for the traps the
/// natives raise with user-supplied counts, indices and bounds. Each was checked by compiling a
/// one-line program with `swiftc` 6.3.1 (`-Onone`, Linux x86_64) and running it: a precondition
/// prints `Fatal error: <message>`; an overflow trap (`ud2`) prints nothing itself and Swift's
/// backtracer names it `Swift runtime failure: arithmetic overflow`.
enum SwiftTrap {
    static let arithmeticOverflow = "Swift runtime failure: arithmetic overflow"
    static let divisionOverflow = "Fatal error: Division results in an overflow"
    static let remainderOverflow = "Fatal error: Division results in an overflow in remainder operation"
    static let arrayNegativeCount = "Fatal error: Can't construct Array with count < 0"
    static let repetitionNegativeCount = "Fatal error: Repetition count should be non-negative"
    static let stringNegativeCount = "Fatal error: Negative count not allowed"
    static let removeNegativeCount = "Fatal error: Number of elements to remove should be non-negative"
    /// `removeFirst(_:)` says "has", `removeLast(_:)` says "contains".
    static let removeFirstTooMany = "Fatal error: Can't remove more items from a collection than it has"
    static let removeLastTooMany = "Fatal error: Can't remove more items from a collection than it contains"
    static let negativeSplits = "Fatal error: Must take zero or more splits"
    static let radixOutOfRange = "Fatal error: Radix must be between 2 and 36"
    static let indexOutOfRange = "Fatal error: Index out of range"
    static let emptyRandomRange = "Fatal error: Can't get random value with an empty range"
    static let stringIndexRangeOutOfBounds = "Fatal error: String index range is out of bounds"
    static let emptyClosedRange = "Fatal error: Can't form an empty closed range"

    /// A fixed-width integer built from a value it cannot hold (`UInt8(300)`, `Int8(-129)`,
    /// `UInt(-1)`): `init(_:)` of `BinaryInteger` words the negative-into-unsigned case apart.
    static func notRepresentable(_ value: Int, unsigned: Bool) -> String {
        if unsigned && value < 0 { return "Fatal error: Negative value is not representable" }
        if value < 0 { return "Fatal error: Not enough bits to represent a signed value" }
        return "Fatal error: Not enough bits to represent the passed value"
    }
}
