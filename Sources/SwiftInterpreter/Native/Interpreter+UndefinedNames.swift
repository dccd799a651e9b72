import Diagnostics

/// Names the file uses but does not define. A view file is one file of an app: `ListView()`,
/// `ModelData.shared` or `Color.brand` may come from its other files, and the host may give such
/// a name a value (`undefinedName`, `undefinedMember`). A name within a typo of one the program
/// can see (`HStak`, `titel`, `.fram`) is a mistake in this file, not a name of another one: it
/// keeps swiftc's error.
extension Interpreter {
    /// The host's value for a name found nowhere, unless it looks like a typo of a visible name.
    func undefinedNameValue(_ name: String, _ scope: Scope) -> Value? {
        guard let undefinedName else { return nil }
        var candidates = scope.visibleNames + globals.visibleNames + Array(globalFunctions.keys) + Array(nativeFunctions.keys)
        candidates += types.values.filter { $0.native?.standsForUnseenNames != true }.map(\.name)
        if let type = scope.selfType { candidates += memberNames(of: type) }
        if NameSuggestion.singleEditTypo(of: name, in: candidates) != nil { return nil }
        return undefinedName(name)
    }

    /// The host's value for a member no type declares, unless it looks like a typo of a member of
    /// the base's type (`.fram` for `.frame`, `Color.grean`).
    func undefinedMemberValue(_ base: Value, _ name: String) throws -> Value? {
        guard let undefinedMember else { return nil }
        let type: TypeInfo
        if case let .metatype(metatype) = base { type = metatype } else { type = typeInfo(of: base) }
        if NameSuggestion.singleEditTypo(of: name, in: memberNames(of: type)) != nil { return nil }
        return try undefinedMember(base, name)
    }

    /// Every member name of `type`: its own, its superclasses', its protocols'.
    private func memberNames(of type: TypeInfo) -> [String] {
        var owners: [TypeInfo] = []
        var current: TypeInfo? = type
        while let candidate = current {
            owners.append(candidate)
            current = candidate.superclass
        }
        owners += allConformances(of: type).compactMap { types[$0] }
        var names: [String] = []
        for owner in owners {
            names += owner.storedProperties.map(\.name)
            names += Array(owner.computedProperties.keys)
            names += Array(owner.methods.keys)
            names += Array(owner.staticMethods.keys)
            names += Array(owner.staticComputed.keys)
            names += Array(owner.staticValues.keys)
            names += Array(owner.staticInitialisers.keys)
            names += owner.cases.map(\.name)
            names += Array(owner.nestedTypes.keys)
        }
        return names
    }
}
