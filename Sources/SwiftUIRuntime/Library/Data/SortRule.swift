import SwiftInterpreter

/// One key of a sort: `SortDescriptor(\Item.name, order: .reverse)`, or `@Query(sort: \.date,
/// order: .reverse)`.
///
/// Comparison (Apple, Foundation, `SortDescriptor`): `init(_:order:)` on a `Comparable` value
/// compares with `<`; on a `String` key path `init(_:comparator:order:)` is chosen, whose default
/// comparator is `.localizedStandard` (Finder-like: case-insensitive, digits compared as numbers).
/// The key path's value type is not known until the values are read, so a descriptor made by
/// `SortDescriptor(…)` compares strings with the localized standard order and `@Query(sort:)`
/// with `<` (its overload takes a `Comparable` value). The localized standard order is
/// approximated without ICU collation: case folded, then digit runs by value, then `<`
/// (unverified for non-ASCII text).
struct SortRule: HostSortComparator {
    var keyPath: KeyPathValue
    var isReversed: Bool
    var comparesStringsLocalized: Bool

    /// Whether `a` comes before `b` under this key alone (false when equal).
    func ordersBefore(_ a: Value, _ b: Value, in interpreter: Interpreter) throws -> Bool {
        let left = try interpreter.apply(keyPath, to: a), right = try interpreter.apply(keyPath, to: b)
        let (first, second) = isReversed ? (right, left) : (left, right)
        return try Self.lessThan(first, second, localized: comparesStringsLocalized, in: interpreter)
    }

    /// `<`, with `nil` first (SwiftData sorts a missing optional value before any value, as SQL's
    /// ascending order puts NULL first in SQLite; unverified for SwiftData itself).
    private static func lessThan(_ a: Value, _ b: Value, localized: Bool, in interpreter: Interpreter) throws -> Bool {
        switch (a, b) {
        case (.optional(nil), .optional(nil)): return false
        case (.optional(nil), _): return true
        case (_, .optional(nil)): return false
        case let (.optional(x?), _): return try lessThan(x, b, localized: localized, in: interpreter)
        case let (_, .optional(y?)): return try lessThan(a, y, localized: localized, in: interpreter)
        case let (.string(x), .string(y)) where localized: return LocalizedStandardOrder.ordersBefore(x, y)
        case let (.bool(x), .bool(y)): return !x && y
        default: return try interpreter.lessThan(a, b)
        }
    }
}

/// Foundation's `localizedStandardCompare` as far as plain text needs it: case-insensitive, with
/// runs of digits compared by their value ("Item 2" before "Item 10"); ties broken by `<`.
enum LocalizedStandardOrder {
    static func ordersBefore(_ a: String, _ b: String) -> Bool {
        let left = chunks(a.lowercased()), right = chunks(b.lowercased())
        for (x, y) in zip(left, right) where x != y {
            if let m = x.number, let n = y.number, m != n { return m < n }
            return x.text < y.text
        }
        if left.count != right.count { return left.count < right.count }
        return a < b
    }

    private struct Chunk: Equatable {
        var text: String
        var number: Double?
    }

    /// The text split into runs of digits and runs of other characters.
    private static func chunks(_ text: String) -> [Chunk] {
        var result: [Chunk] = []
        var current = ""
        var currentIsDigits = false
        for character in text {
            let isDigit = character.isASCII && character.isNumber
            if !current.isEmpty, isDigit != currentIsDigits {
                result.append(Chunk(text: current, number: currentIsDigits ? Double(current) : nil))
                current = ""
            }
            current.append(character)
            currentIsDigits = isDigit
        }
        if !current.isEmpty { result.append(Chunk(text: current, number: currentIsDigits ? Double(current) : nil)) }
        return result
    }
}
