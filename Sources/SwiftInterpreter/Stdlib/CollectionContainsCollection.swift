/// `[1, 2, 3, 4].contains([2, 3])`: whether an array holds another collection's elements
/// side by side, in order.
///
/// Swift's `Collection.contains(_ other:)` (the standard library's `_StringProcessing` module,
/// iOS 16; Apple docs, "contains(_:)": "Returns a Boolean value indicating whether the collection
/// contains the given sequence") is chosen when the argument is a collection of the array's own
/// elements; an array of arrays (`[[1, 2]].contains([1, 2])`) still looks for one element, as
/// `Sequence.contains(_ element:)` does. An empty collection is found in any non-empty array
/// (swiftc 6 prints `true` for `[1, 2].contains([Int]())`); in an empty array, whose element type
/// its values do not show, the argument is looked for as one element.
extension Interpreter {
    func containsSubsequence(_ elements: [Value], _ other: [Value]) throws -> Bool {
        guard !other.isEmpty else { return true }
        guard other.count <= elements.count else { return false }
        for start in 0...(elements.count - other.count) {
            var matches = true
            for (offset, wanted) in other.enumerated() where !(try equals(elements[start + offset], wanted)) {
                matches = false
                break
            }
            if matches { return true }
        }
        return false
    }

    /// Whether `value` is an array (an element that is itself an array makes `contains([…])`
    /// look for that element).
    static func isArrayValue(_ value: Value) -> Bool {
        if case .array = value { return true }
        return false
    }
}
