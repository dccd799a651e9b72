/// `sorted.sort { $0 * limit < $1 * limit }` in a struct's `mutating` method: while one stored
/// property of `self` changes in place, the code that runs meanwhile (the closure the mutating
/// call is given) may read `self`'s other stored properties. Swift allows it: accesses to distinct
/// stored properties of a struct in a local or `inout` variable do not overlap (The Swift
/// Programming Language, "Memory Safety", "Conflicting Access to Properties"; checked with swiftc
/// 6.3.1: such a method compiles and its closure reads the sibling property's value).
///
/// So only the changing property is taken out of the struct (to stay uniquely referenced and
/// change in place): `self` stays in its variable with its other properties, as a class
/// instance does (`modifyTakenOut`).
extension Interpreter {
    /// Changes the stored property `name` of the struct in `box` with `body`, the struct kept in
    /// the box meanwhile; false (nothing done) when `box` holds no struct with such a plain stored
    /// property (a wrapper or observers run through `modifyMember`).
    func modifyStructFieldInPlace(_ box: Box, _ name: String, observers: Bool, _ body: (inout Value) throws -> Void) throws -> Bool {
        guard case .structValue = box.value, case let type = typeInfo(of: box.value), let slot = type.slot(of: name) else { return false }
        let property = type.storedProperties[slot]
        guard property.wrapper == nil, !(observers && (property.willSet != nil || property.didSet != nil)) else { return false }
        try whileModifying {
            var field = Value.void
            // The field is taken out and the struct put back without it before `body` runs, so
            // the field's value has one reference and changes in place.
            if case var .structValue(instance) = box.value {
                box.value = .void
                field = instance.fields[slot]
                instance.fields[slot] = .void
                box.value = .structValue(instance)
            }
            defer {
                if case var .structValue(instance) = box.value, slot < instance.fields.count {
                    box.value = .void
                    instance.fields[slot] = field
                    box.value = .structValue(instance)
                }
            }
            try body(&field)
            try checkFixedWidth(field, property.hint)
            if case .optional? = property.hint { field = try coerce(field, to: property.hint) }
        }
        return true
    }
}
