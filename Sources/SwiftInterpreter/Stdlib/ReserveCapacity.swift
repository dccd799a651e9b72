/// `reserveCapacity(_:)` of `Array`, `Dictionary`, `Set` and `String`, and the initializers
/// `Dictionary(minimumCapacity:)` and `Set(minimumCapacity:)`.
///
/// Swift's standard library declares it on each (`RangeReplaceableCollection.reserveCapacity(_:)`
/// for arrays and strings, `Dictionary.reserveCapacity(_:)`, `Set.reserveCapacity(_:)`): it
/// allocates storage for at least that many elements ahead of time and changes no element, count
/// or order, so a program can observe nothing of it but its performance. Here it checks that its
/// argument is an `Int`, as swiftc does, and leaves the collection as it is.
extension Interpreter {
    func registerReserveCapacity() {
        for type in [builtins.array, builtins.dictionary, builtins.set, builtins.string] {
            type.addMethod("reserveCapacity", .native("reserveCapacity", labels: [nil], mutating: true) { interpreter, _, arguments in
                try interpreter.checkCapacity(try arguments.value(0))
                return .void
            })
        }
    }

    /// `Dictionary(minimumCapacity:)`, `Set(minimumCapacity:)` (Apple, "init(minimumCapacity:)":
    /// "Creates an empty dictionary with preallocated space for at least the specified number of
    /// elements"): an empty collection, its argument checked as `reserveCapacity(_:)`'s is.
    func checkCapacity(_ minimumCapacity: Value) throws {
        guard case .int = minimumCapacity else {
            throw error(.argumentTypeMismatch(found: typeName(of: minimumCapacity), expected: "Int"))
        }
    }
}
