/// Overloads a host appends to a type's methods on the first look-up of their name, not when it
/// registers them: SwiftUI's ≈ 350 modifiers on `View` are a table the process builds once
/// (≈ 2 M instructions) and a file that calls none of them (`Text("Hello World")` in a preview)
/// never needs it. The type answers as if they had been appended when handed in: a name's
/// overloads are its own (the library's, then the file's extensions') followed by the late ones,
/// and anything that reads or changes the whole table (`TypeInfo.methods`) first appends them all,
/// so a method added afterwards still comes after them.
struct LateMethods {
    /// Every name the table may have overloads for (a superset of its keys is enough: a name
    /// without any adds nothing).
    let names: Set<String>
    /// The overloads by name, made on the first look-up that needs them.
    let table: () -> [String: [Function]]
    /// The names of `names` already appended.
    var added: Set<String> = []

    /// Whether `name`'s late overloads are still to be appended.
    func waits(_ name: String) -> Bool {
        names.contains(name) && !added.contains(name)
    }
}

extension TypeInfo {
    /// Hands in `table`'s overloads, appended to each name's own on its first look-up
    /// (`methods(named:)`) or when the whole table is read or changed (`methods`). `names` lists
    /// every name `table` may have (a superset of its keys).
    public func addMethodsOnFirstLookUp(names: Set<String>, _ table: @escaping () -> [String: [Function]]) {
        if lateMethods != nil { addAllLateMethods() }
        lateMethods = LateMethods(names: names, table: table)
    }

    /// The overloads of `name` (its own followed by late ones), appending only that name's late
    /// overloads if they wait: what `methods[name]` gives, without making the late table for
    /// another name.
    public func methods(named name: String) -> [Function]? {
        if let late = lateMethods, late.waits(name) { addLateMethods(named: name) }
        return ownMethods[name]
    }

    /// The overloads of `name` added so far, without its late ones (not made for this).
    public func addedMethods(named name: String) -> [Function]? {
        ownMethods[name]
    }

    /// Replaces the overloads of `name` (nil removes them), its late ones included: they are
    /// dropped without making the late table.
    public func replaceMethods(named name: String, with overloads: [Function]?) {
        if var late = lateMethods, late.waits(name) {
            late.added.insert(name)
            lateMethods = late.added.count == late.names.count ? nil : late
        }
        ownMethods[name] = overloads
        TypeStructureGeneration.bump()
    }

    /// Whether the type has any method (late ones included).
    public var hasMethods: Bool {
        !ownMethods.isEmpty || lateMethods != nil
    }

    /// Appends `name`'s late overloads (they wait).
    func addLateMethods(named name: String) {
        guard var late = lateMethods else { return }
        late.added.insert(name)
        lateMethods = late.added.count == late.names.count ? nil : late
        if let overloads = late.table()[name] {
            ownMethods[name, default: []] += overloads
            TypeStructureGeneration.bump()
        }
    }

    /// Appends every late overload still waiting, in the table's order per name.
    func addAllLateMethods() {
        guard let late = lateMethods else { return }
        lateMethods = nil
        let table = late.table()
        ownMethods.reserveCapacity(ownMethods.count + table.count)
        for (name, overloads) in table where !late.added.contains(name) {
            if let index = ownMethods.index(forKey: name) {
                ownMethods.values[index] += overloads
            } else {
                ownMethods[name] = overloads
            }
        }
        TypeStructureGeneration.bump()
    }
}
