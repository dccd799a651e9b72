/// `count.flatMap { … }.coalesceWith(key)` where no file read declares `coalesceWith`: the
/// member is `Optional`'s own, from an extension in code LayoutLens does not read (a pod or remote
/// package: `extension Optional { func coalesceWith(_ value: Wrapped) -> Wrapped }`). Swift would
/// unwrap a `nil` implicitly only to reach a member of the wrapped type, and no type the program
/// declares has one of that name, so the read is another module's value, a stand-in reported as
/// such, not a trap (The Swift Programming Language, "Implicitly Unwrapped Optionals": only a
/// member the `Optional` lacks forces the unwrap).
extension Interpreter {
    /// Whether a type the program declares has a stored or computed property or a method `name`.
    func someProgramTypeDeclaresMember(_ name: String) -> Bool {
        types.values.contains { type in
            !type.isLibraryType && type.native == nil
                && (type.computedProperties[name] != nil || type.methods(named: name) != nil || type.storedProperties.contains { $0.name == name })
        }
    }
}
