/// `count` and `isEmpty` of an array, read without the general member lookup: a collection's
/// `count` is among the most frequent member reads (`row.body().count`, `items.isEmpty`), and
/// through `member(of:named:)` it costs a type lookup, a search of the computed-property cache, a
/// copy of the property and a native call that copies the elements (about 1 400 instructions;
/// here a few dozen).
extension Interpreter {
    /// The value of `name` read on an array of `elements` when it is `count` or `isEmpty` and the
    /// file has not declared its own (an `extension Array { var count: Int { … } }` keeps the
    /// general path); nil otherwise.
    @inline(__always)
    func builtinArrayProperty(_ name: String, of elements: borrowing [Value]) -> Value? {
        switch ShortText.bytes(name) {
        case ArrayPropertyName.count:
            guard arrayPropertiesAreBuiltin else { return nil }
            return .int(elements.count)
        case ArrayPropertyName.isEmpty:
            guard arrayPropertiesAreBuiltin else { return nil }
            return .bool(elements.isEmpty)
        default:
            return nil
        }
    }

    /// Whether `Array`'s `count` and `isEmpty` are still the standard library's (native), checked
    /// once per `TypeStructureGeneration` (declaring a computed property bumps it).
    private var arrayPropertiesAreBuiltin: Bool {
        let generation = TypeStructureGeneration.current
        if let cached = arrayPropertiesCache, cached.generation == generation { return cached.areBuiltin }
        let properties = builtins.array.computedProperties
        let areBuiltin = ["count", "isEmpty"].allSatisfy { name in
            guard let property = properties[name] else { return false }
            return !property.getter.isInterpreted
        }
        arrayPropertiesCache = (generation, areBuiltin)
        return areBuiltin
    }
}

/// The names `builtinArrayProperty` answers, as `ShortText` bytes (first byte lowest).
private enum ArrayPropertyName {
    /// "count"
    static let count: UInt64 = 0x74_6E75_6F63
    /// "isEmpty"
    static let isEmpty: UInt64 = 0x79_7470_6D45_7369
}
