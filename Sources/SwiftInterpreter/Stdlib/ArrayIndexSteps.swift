/// An array's indices are its offsets (`startIndex` 0, `endIndex` its count), so stepping them is
/// arithmetic (Swift standard library, `Array`: `index(after:)`, `index(before:)`,
/// `index(_:offsetBy:)`, `index(_:offsetBy:limitedBy:)`, `distance(from:to:)`; `Array` is a
/// `RandomAccessCollection` whose index is `Int`). None of them checks bounds: only a subscript
/// traps. `index(_:offsetBy:limitedBy:)` gives nil when the limit lies in the direction of travel,
/// before the destination: with `l = limit - i`, nil when `n > 0 ? (l >= 0 && l < n) :
/// (l <= 0 && n < l)` (swiftlang/swift, stdlib/public/core/Array.swift, checked with swiftc 6.3:
/// `[1, 2, 3, 4].index(0, offsetBy: 10, limitedBy: 4)` is nil, `index(3, offsetBy: 2,
/// limitedBy: 1)` is 5). A string's indices are character offsets the same way, so its
/// `index(_:offsetBy:limitedBy:)` follows the same rule.
extension Interpreter {
    func registerArrayIndexSteps() {
        builtins.array.addMethod("index", .native("index") { interpreter, _, arguments in
            try Self.steppedIndex(arguments, interpreter)
        })
        builtins.array.addMethod("distance", .native("distance") { _, _, arguments in Self.offsetDistance(arguments) })
    }

    /// `distance(from:to:)` between two offset indices.
    static func offsetDistance(_ arguments: [CallArgument]) -> Value {
        .int((arguments.labelled("to")?.asInt ?? 0) - (arguments.labelled("from")?.asInt ?? 0))
    }

    /// `index(after:)`, `index(before:)`, `index(_:offsetBy:)` and `index(_:offsetBy:limitedBy:)`
    /// over offset indices; an overflow traps as Int's `+` does.
    static func steppedIndex(_ arguments: [CallArgument], _ interpreter: Interpreter) throws -> Value {
        if let after = arguments.labelled("after")?.asInt { return try add(after, 1, interpreter) }
        if let before = arguments.labelled("before")?.asInt { return try add(before, -1, interpreter) }
        let start = arguments.first?.value.asInt ?? 0
        let distance = arguments.labelled("offsetBy")?.asInt ?? 0
        guard let limit = arguments.labelled("limitedBy")?.asInt else { return try add(start, distance, interpreter) }
        let (room, overflow) = limit.subtractingReportingOverflow(start)
        if overflow { throw interpreter.error(.trap, SwiftTrap.arithmeticOverflow) }
        if distance > 0 ? (room >= 0 && room < distance) : (room <= 0 && distance < room) { return .optional(nil) }
        return .optional(try add(start, distance, interpreter))
    }

    private static func add(_ index: Int, _ distance: Int, _ interpreter: Interpreter) throws -> Value {
        let (sum, overflow) = index.addingReportingOverflow(distance)
        if overflow { throw interpreter.error(.trap, SwiftTrap.arithmeticOverflow) }
        return .int(sum)
    }
}
