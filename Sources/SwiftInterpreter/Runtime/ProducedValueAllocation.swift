/// A string or collection a native function returns counts against the allocation budget.
///
/// The interpreter's values are materialised: `big.reversed()`, `text.uppercased()`,
/// `items.sorted()` and `Array(set)` each build a new buffer the size of their input, as Swift's
/// eager versions do (`reversed()` of an `Array` returns a lazy view in Swift, here an array).
/// Counting only what user code appends (`append`, `+`, literals) let a loop keep copies of one
/// large value (`kept.append(big.uppercased())`) and grow memory without bound; counting the
/// result of every native call closes that gap for every native at once, new ones included.
/// Strings count one element per 16 bytes, as an interpolation's result does
/// (`Interpreter+Expressions.swift`); collections one per element (their own elements were
/// counted when they were made).
extension Interpreter {
    /// Counts `value` if it is a string or a collection (nothing for scalars, views and objects).
    @inline(__always)
    func countProduced(_ value: Value) throws {
        switch value {
        case let .string(text): try allocate(stringElements(text))
        case let .array(values): try allocate(values.count)
        case let .dictionary(dictionary): try allocate(dictionary.count)
        case let .set(set): try allocate(set.count)
        default: return
        }
    }

    /// The elements a string of `text`'s length counts as: one per 16 UTF-8 bytes, at least one.
    public func stringElements(_ text: String) -> Int { text.utf8.count / 16 + 1 }
}
