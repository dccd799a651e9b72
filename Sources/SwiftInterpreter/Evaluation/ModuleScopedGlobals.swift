import SwiftFrontEnd

/// Global `let`/`var`s and functions that several modules of one program declare under the same
/// name: an internal `let spacing = 8` in a design-system package and another in a feature
/// package, a `func titleStyle(_:)` in two feature packages, a `logger` in every target.
///
/// Swift keeps each module's internal names to itself (The Swift Programming Language, "Access
/// Control": internal entities are usable "within any source file from their defining module,
/// but not in any source file outside of that module"); a module's own top-level declaration
/// shadows an imported one of the same name, and `Palette.spacing` names the one module
/// `Palette` exports ("Modules and Source Files"; swiftc reports "ambiguous use of 'spacing'"
/// when two imported modules answer and the module itself does not). As for types
/// (`ModuleScopedTypes`), the interpreter has one table of globals, so such a name's variables
/// are kept under a key of their module (`TypeInfo.moduleScopedKey`), looked up from code of a
/// file of that module first. Code of a module that does not declare the name reads the first
/// `public`/`open` declaration in load order (dependencies first), else the first one (a
/// program swiftc would reject, read as best it can). A name only one module declares stays one
/// name for every module whatever its access level, as for types.
///
/// Functions stay one table of overloads; each function of such a name remembers its module,
/// and a call sees its own module's overloads, then the other modules' exported ones whose
/// argument labels none of its own has (an imported overload of another signature stays
/// visible; one of the same labels is shadowed — labels stand in for the signature here).
extension Interpreter {
    /// Remembers, before any of them is declared, the global variable and function names that
    /// files of more than one module declare, each with the module whose declaration the bare
    /// name means elsewhere. `private`/`fileprivate` ones are their file's (`FilePrivateGlobals`).
    func noteGlobalNamesOfSeveralModules(_ files: [(file: SourceFileSyntax, declarations: [Decl])]) {
        guard Set(files.compactMap { moduleOfFile[$0.file.fileName] }).count > 1 else { return }
        var modulesDeclaring: [String: [String]] = [:]
        var exporting: [String: String] = [:]
        for (file, declarations) in files {
            guard let module = moduleOfFile[file.fileName] else { continue }
            for declaration in declarations where !Self.isFilePrivate(declaration.modifiers) {
                for name in Self.globalNames(declaration) {
                    if modulesDeclaring[name]?.contains(module) != true { modulesDeclaring[name, default: []].append(module) }
                    if Self.isExported(declaration.modifiers), exporting[name] == nil { exporting[name] = module }
                }
            }
        }
        for (name, modules) in modulesDeclaring where modules.count > 1 {
            moduleOfBareGlobal[name] = exporting[name] ?? modules[0]
        }
    }

    /// The variable and (non-operator) function names a top-level declaration declares.
    private static func globalNames(_ declaration: Decl) -> [String] {
        switch declaration.kind {
        case let .variable(variable):
            return variable.bindings.compactMap { binding in
                if case let .identifier(name) = binding.pattern.kind { return name.name }
                return nil
            }
        case let .function(function):
            return function.name.name.first.map { $0.isLetter || $0 == "_" } == true ? [function.name.name] : []
        default: return []
        }
    }

    /// The key a global `name` declared in `file` is kept under when several modules declare
    /// the name; nil otherwise.
    func moduleScopedGlobalKey(declaring name: String, in file: SourceFileSyntax) -> String? {
        guard !moduleOfBareGlobal.isEmpty, moduleOfBareGlobal[name] != nil, let module = moduleOfFile[file.fileName] else { return nil }
        return TypeInfo.moduleScopedKey(name, module: module)
    }

    /// The key the global `name` is read under from the file in effect, when several modules
    /// declare it: its module's own, else the one the bare name means. Nil when one module
    /// (or none) declares it.
    func moduleScopedGlobalKey(reading name: String) -> String? {
        guard !moduleOfBareGlobal.isEmpty, let bare = moduleOfBareGlobal[name] else { return nil }
        if let module = currentModule {
            let own = TypeInfo.moduleScopedKey(name, module: module)
            if globals.localBox(own) != nil || globalInitialisers[own] != nil || globalGetters[own] != nil { return own }
        }
        return TypeInfo.moduleScopedKey(name, module: bare)
    }

    /// Remembers the module of a global function whose name several modules declare.
    func noteModuleOfGlobalFunction(_ function: Function, _ declaration: Decl, in file: SourceFileSyntax?) {
        guard !moduleOfBareGlobal.isEmpty, moduleOfBareGlobal[function.name] != nil,
              let file, let module = moduleOfFile[file.fileName] else { return }
        moduleOfGlobalFunction[ObjectIdentifier(function)] = (module, Self.isExported(declaration.modifiers))
    }

    /// `overloads` as code of the module in effect sees them: its own, then the other modules'
    /// exported ones whose labels none of its own has. A module that declares none sees the
    /// exported ones, else those of the module the bare name means.
    func visibleFromCurrentModule(_ overloads: [Function]) -> [Function] {
        guard !moduleOfGlobalFunction.isEmpty, overloads.count > 1,
              overloads.contains(where: { moduleOfGlobalFunction[ObjectIdentifier($0)] != nil }) else { return overloads }
        let module = currentModule
        let own = overloads.filter { function in moduleOfGlobalFunction[ObjectIdentifier(function)].map { $0.module == module } ?? true }
        let ownLabels = own.map(\.labels)
        let imported = overloads.filter { function in
            guard let origin = moduleOfGlobalFunction[ObjectIdentifier(function)], origin.module != module else { return false }
            return origin.isExported && !ownLabels.contains { $0 == function.labels }
        }
        if !own.isEmpty || !imported.isEmpty { return own + imported }
        let bare = overloads.first.flatMap { moduleOfBareGlobal[$0.name] }
        let fallback = overloads.filter { moduleOfGlobalFunction[ObjectIdentifier($0)]?.module == bare }
        return fallback.isEmpty ? overloads : fallback
    }

    /// `Palette.spacing`, `Palette.scaled`: the global `module` declares as `name` when several
    /// modules declare it; nil when the qualifier says nothing more than the bare name does.
    public func moduleQualifiedGlobal(module: String, name: String) throws -> Value? {
        guard !moduleOfBareGlobal.isEmpty, moduleOfBareGlobal[name] != nil, programModuleNames.contains(module) else { return nil }
        if let value = try globalVariable(under: TypeInfo.moduleScopedKey(name, module: module), name) { return value }
        let functions = (globalFunctions[name] ?? []).filter { moduleOfGlobalFunction[ObjectIdentifier($0)]?.module == module }
        return functions.first.map { .function($0) }
    }
}
