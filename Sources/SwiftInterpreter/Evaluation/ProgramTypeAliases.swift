import SwiftFrontEnd

/// How the interpreter reads the program's `typealias`es (`TypeAliasTable`): what a top-level
/// alias names from the file in effect, the aliases nested in a type, and a top-level alias
/// several modules declare, which is each module's own.
extension Interpreter {
    /// What the top-level alias `name` names as read from the file in effect (its module's own
    /// when several modules declare the name); nil when `name` is no top-level alias.
    func typeAliasTarget(_ name: String) -> TypeSyntax? {
        guard !typeAliases.topLevel.isEmpty else { return nil }
        return typeAliases.target(of: name, in: currentModule, moduleOfFile: moduleOfFile)
    }

    /// A `typealias` nested in `type`, which resolved to `target`: a labelled tuple (`struct
    /// Config { typealias Location = (start: UnitPoint, end: UnitPoint); let startLocation:
    /// Location }`) gives a tuple written for a parameter or property of that alias its labels,
    /// and a numeric type (`extension Theme { typealias Size = CGFloat }`) types a literal
    /// written where a `Theme.Size` is expected, as a top-level alias does. Parameters and
    /// properties name the alias by its bare name inside the type, so the alias is found by that
    /// name too; two types aliasing one name to different types leave the bare name unknown.
    func noteNestedAlias(_ alias: TypeAliasDecl, target: TypeInfo?, in type: TypeInfo) {
        if let target, TypeHint.named(target.name).numericName != nil {
            typeAliases.noteNestedNumeric(alias.name.name, qualifiedName: type.qualifiedName + "." + alias.name.name, target.name)
        }
        let hint = TypeHint(alias.type)
        var namesFunction = false
        if case .function? = hint { namesFunction = true }
        typeAliases.noteNestedFunction(alias.name.name, isFunction: namesFunction)
        guard case .tuple = alias.type.kind, let hint, case .tuple = hint else { return }
        typeAliases.noteNestedTuple(alias.name.name, hint)
    }

    /// Whether `name` is a `typealias` of a function type, top-level (`typealias Action = () ->
    /// Void`) or nested in a type (`typealias OnDelete = (Item) -> Void` inside `Row`): a
    /// parameter typed `OnDelete?` is a function-typed parameter, which an unlabelled trailing
    /// closure may be given to past earlier defaulted ones (SE-0286's forward scan), as one
    /// written `((Item) -> Void)?` is — an alias is another name for its type (The Swift
    /// Programming Language, "Type Alias Declaration").
    func typeAliasNamesFunction(_ name: String) -> Bool {
        if let target = typeAliasTarget(name) {
            if case .function? = TypeHint(target) { return true }
            return false
        }
        return typeAliases.nestedAliasNamesFunction(name)
    }

    /// The numeric type an alias `name` names, read from the file in effect: a top-level alias
    /// (its module's own when several modules declare it), a nested one by its qualified name,
    /// or by its bare name when no type answers that name.
    func numericTypeAliased(by name: String) -> String? {
        if !typeNamesOfSeveralModules.isEmpty, let key = moduleScopedTypeKey(name), let own = typeAliases.numericType(named: key) {
            return own
        }
        if let numeric = typeAliases.numericType(named: name) { return numeric }
        guard let nested = typeAliases.nestedNumericType(named: name), type(named: name) == nil else { return nil }
        return nested
    }

    /// A top-level alias files of several modules declare (`typealias Style = PlainStyle` in one
    /// package, `= CardStyle` in another; or an alias in one module named like another's type):
    /// each module's is resolved in its own module and kept under its module's key, so the
    /// module's code reads its own (`ModuleScopedTypes`); the bare name is the first exported
    /// one, else the first, unless a type of the name already answers it.
    func declareModuleScopedAliases(_ alias: String) {
        let saved = currentFile
        defer { currentFile = saved }
        for entry in typeAliases.topLevel[alias] ?? [] {
            guard let file = entry.file, let module = moduleOfFile[file.fileName] else { continue }
            currentFile = file
            let key = TypeInfo.moduleScopedKey(alias, module: module)
            if let existing = types[key], !existing.isLibraryType, existing.native == nil { continue }
            guard let type = resolveType(entry.target) else { continue }
            types[key] = type
            if TypeHint.named(type.name).numericName != nil { typeAliases.noteNumeric(key, type.name) }
            if types[alias] == nil || entry.isExported && !exportedModuleScopedTypeNames.contains(alias) {
                types[alias] = type
                if TypeHint.named(type.name).numericName != nil { typeAliases.noteNumeric(alias, type.name) }
                if entry.isExported { exportedModuleScopedTypeNames.insert(alias) }
            }
        }
    }
}
