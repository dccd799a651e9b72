import Synchronization

/// A counter bumped whenever the shape of the type graph changes: a type registered, a conformance
/// or superclass added. Lookups the interpreter caches per type (the protocols whose extension
/// methods a type inherits) stay valid while the counter stays the same. A single atomic counter
/// for every interpreter: types are mutated through `TypeInfo` alone, which knows no interpreter,
/// and a change elsewhere only costs a recomputation.
enum TypeStructureGeneration {
    private static let counter = Atomic<Int>(0)

    static var current: Int { counter.load(ordering: .acquiring) }

    static func bump() { counter.add(1, ordering: .releasing) }
}
