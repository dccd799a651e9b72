import Diagnostics

/// Names the file uses but does not define. A view file is one file of an app: `ListView()`,
/// `ModelData.shared` or `Color.brand` may come from its other files, and the host may give such
/// a name a value (`undefinedName`, `undefinedMember`). A name within a typo of one the program
/// can see (`HStak`, `titel`, `.fram`) is a mistake in this file, not a name of another one: it
/// keeps swiftc's error.
extension Interpreter {
    /// The host's value for a name found nowhere, unless it looks like a typo of a visible name.
    ///
    /// The names outside the scopes (globals, functions, every type's name, the members of `self`'s
    /// type: thousands with SwiftUI's) are checked once per name and `self` type, and the verdict
    /// is remembered until the program's types, functions or globals change; only the scopes'
    /// names are checked at each evaluation. Checking them all each time made a loop reading an
    /// undefined name cost 18 µs a step, 18 s to reach the step limit (found by `fuzz.sh reader`).
    func undefinedNameValue(_ name: String, _ scope: Scope) -> Value? {
        guard let undefinedName else { return nil }
        // `typealias AppBackground = NeuBackground` of a type no file read declares: a use of the
        // alias is a use of its target (The Swift Programming Language, "Type Alias Declaration":
        // the alias "can be used instead of the existing type everywhere"), so the stand-in
        // names the target, whose origin (a remote package the file imports) its warning says;
        // the alias itself is declared.
        if let target = typeAliasTarget(name), case let .identifier(aliased, arguments) = target.kind, arguments.isEmpty,
           aliased.name != name, type(named: aliased.name) == nil, typeAliasTarget(aliased.name) == nil {
            return undefinedNameValue(aliased.name, scope)
        }
        if importedModuleNames.contains(name) { return undefinedName(name) }
        if !filesImportingUnreadModules.isEmpty, let file = currentFile?.fileName, filesImportingUnreadModules.contains(file) {
            return undefinedName(name)
        }
        if NameSuggestion.singleEditTypo(of: name, in: scope.visibleNames) != nil { return nil }
        let framework = appleFrameworkDeclaring?(name)
        let key = UndefinedNameVerdictKey(name: name, type: scope.selfType.map(ObjectIdentifier.init), isMember: false, framework: framework)
        let isTypo = rememberedTypoVerdict(key) {
            var candidates = globals.visibleNames + Array(globalFunctions.keys) + Array(nativeFunctions.keys)
            candidates += types.values.filter { $0.native?.standsForUnseenNames != true }.map(\.name)
            if let type = scope.selfType { candidates += memberNames(of: type) }
            guard let near = NameSuggestion.singleEditTypo(of: name, in: candidates) else { return false }
            // `CIImage` in a file importing Core Image: that framework's type, not a typo of
            // UIKit's `UIImage` (the name carries a framework's prefix the near name does not).
            return framework == nil || appleFrameworkDeclaring?(near) == framework
        }
        return isTypo ? nil : undefinedName(name)
    }

    /// The host's value for an operator a library type does not declare for these operands
    /// (`latest - earliest` of two `Date`s), when the file imports a module LayoutLens did not
    /// read: Swift finds operators in every imported module, and a remote package (SwiftDate's
    /// `Date - Date`) may declare it, so the file compiles in its app. Nil otherwise: the
    /// operator is then swiftc's error.
    public func operatorOfUnreadModule(_ description: String) -> Value? {
        guard let undefinedName, let file = currentFile?.fileName, filesImportingUnreadModules.contains(file) else { return nil }
        return undefinedName(description)
    }

    /// `check()`'s answer for `key`, remembered while `TypeStructureGeneration` and the numbers of
    /// globals, functions and types stay the same (what the candidate names come from).
    private func rememberedTypoVerdict(_ key: UndefinedNameVerdictKey, _ check: () -> Bool) -> Bool {
        let state = [TypeStructureGeneration.current, globals.visibleNames.count, globalFunctions.count, nativeFunctions.count, types.count]
        if undefinedNameVerdicts.state != state { undefinedNameVerdicts = (state, [:]) }
        if let known = undefinedNameVerdicts.verdicts[key] { return known }
        let verdict = check()
        undefinedNameVerdicts.verdicts[key] = verdict
        return verdict
    }

    /// The host's value for a member no type declares, unless it looks like a typo of a member of
    /// the base's type (`.fram` for `.frame`, `Color.grean`).
    func undefinedMemberValue(_ base: Value, _ name: String) throws -> Value? {
        guard let undefinedMember else { return nil }
        let type: TypeInfo
        if case let .metatype(metatype) = base { type = metatype } else { type = typeInfo(of: base) }
        let isTypo = rememberedTypoVerdict(UndefinedNameVerdictKey(name: name, type: ObjectIdentifier(type), isMember: true)) {
            NameSuggestion.singleEditTypo(of: name, in: memberNames(of: type)) != nil
        }
        if isTypo { return nil }
        return try undefinedMember(base, name)
    }

    /// Every member name of `type`: its own, its superclasses', its protocols'.
    func memberNames(of type: TypeInfo) -> [String] {
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

/// A name and the type of `self` where it was evaluated, or a member name and the type it was
/// read on (`Interpreter.undefinedNameVerdicts`).
struct UndefinedNameVerdictKey: Hashable {
    var name: String
    var type: ObjectIdentifier?
    var isMember: Bool
    /// The Apple framework the name carries the prefix of, in the file it is read in.
    var framework: String? = nil
}
