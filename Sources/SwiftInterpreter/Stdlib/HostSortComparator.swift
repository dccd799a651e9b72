/// A value that orders two values, made by the host: Foundation's `SortComparator`s
/// (`SortDescriptor`, `KeyPathComparator`), whose rules the host library knows.
public protocol HostSortComparator {
    /// Whether `a` comes before `b` (false when they are equal under this comparator).
    func ordersBefore(_ a: Value, _ b: Value, in interpreter: Interpreter) throws -> Bool
}

extension Interpreter {
    /// The comparators of `sorted(using:)`/`sort(using:)`: one comparator or a sequence of them,
    /// or nil when `value` is neither (a closure, say).
    func hostSortComparators(_ value: Value) -> [HostSortComparator]? {
        switch value {
        case let .native(native):
            return (native.payload as? HostSortComparator).map { [$0] }
        case let .array(values):
            let comparators = values.compactMap { value -> HostSortComparator? in
                if case let .native(native) = value { return native.payload as? HostSortComparator }
                return nil
            }
            return comparators.count == values.count ? comparators : nil
        default:
            return nil
        }
    }

    /// Foundation's `Sequence.sorted(using:)` with several comparators: the first that tells the
    /// two values apart decides (Apple, `sorted(using:)`: "the first comparator ... then the next
    /// to break ties").
    func sortedByComparators(_ values: [Value], _ comparators: [HostSortComparator]) throws -> [Value] {
        try stableSort(values) { a, b in
            for comparator in comparators {
                if try comparator.ordersBefore(a, b, in: self) { return true }
                if try comparator.ordersBefore(b, a, in: self) { return false }
            }
            return false
        }
    }
}
