/// What `Interpreter.findComputed` found for a name in a type (nil: no such computed property),
/// as a type's cache keeps it: one reference, so reading the cache retains one object instead of
/// copying the property's getter, setter and type hint (and its caller asks only for what it uses).
final class FoundComputedProperty {
    let property: ComputedProperty?
    /// `property?.getter`, kept apart: reading it through the optional property copies the whole
    /// property first.
    let getter: Function?

    init(_ property: ComputedProperty?) {
        self.property = property
        getter = property?.getter
    }
}
