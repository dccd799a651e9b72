import SwiftFrontEnd

/// Top-level types that several modules of one program declare under the same name: SwiftGen's
/// `Asset` and `L10n` in every package, a `Constants` or `Strings` enum in the app and in a
/// feature package. Swift keeps each module's names to itself: a module's own declaration is what
/// its files see, and a module that imports another sees only what that one exports ("Access
/// Control": internal entities are usable "within any source file from their defining module, but
/// not in any source file outside of that module"; a module's own declaration shadows an imported
/// one, and two imported ones are told apart by qualifying with the module's name, `Theme.Asset`:
/// The Swift Programming Language, "Access Control" and "Modules and Source Files"; swiftc says
/// "'Asset' is ambiguous for type lookup in this context" when two imports declare it and the
/// module does not).
///
/// The interpreter has one table of type names, so such a type is kept under a key of its module
/// (`TypeInfo.moduleScopedKey`) and its name is looked up under that key first from code of a file
/// of that module (`moduleOfFile`). The bare name (a module that does not declare the type reads
/// it) is the first `public`/`open` declaration, in the order the program's files are loaded
/// (dependencies first), else the first declaration: code swiftc compiles reaches only an exported
/// one, and the rest is a program swiftc rejects, read as best it can. A name only one module
/// declares stays one name for every module whatever its access level: LayoutLens reads a module's
/// internal names from its dependents too (access control does not change a layout), only where
/// two modules' declarations would collide does the module decide.
extension Interpreter {
    /// The module the file in effect belongs to, if the program was given modules.
    var currentModule: String? {
        guard !moduleOfFile.isEmpty, let file = currentFile?.fileName else { return nil }
        return moduleOfFile[file]
    }

    /// Remembers, before any of them is declared, the top-level type names that files of more
    /// than one module declare, and those one module of several declares without exporting them
    /// where the library has a type of the name (a package's internal `enum TextAlignment` leaves
    /// the app's `TextAlignment` SwiftUI's). `private`/`fileprivate` types are their file's
    /// (`FilePrivateTypes`).
    func noteTypeNamesOfSeveralModules(_ files: [(file: SourceFileSyntax, declarations: [Decl])]) {
        guard Set(files.compactMap { moduleOfFile[$0.file.fileName] }).count > 1 else { return }
        var modulesDeclaring: [String: Set<String>] = [:]
        var internalNames: Set<String> = []
        for (file, declarations) in files {
            guard let module = moduleOfFile[file.fileName] else { continue }
            for declaration in declarations where !Self.isFilePrivate(declaration.modifiers) {
                // A top-level alias names a type too (`ProgramTypeAliases`).
                let name: String
                switch declaration.kind {
                case let .nominalType(nominal): name = nominal.name.name
                case let .typealias(alias): name = alias.name.name
                default: continue
                }
                modulesDeclaring[name, default: []].insert(module)
                if !Self.isExported(declaration.modifiers), case .nominalType = declaration.kind { internalNames.insert(name) }
            }
        }
        typeNamesOfSeveralModules = Set(modulesDeclaring.filter { name, modules in
            modules.count > 1 || internalNames.contains(name) && types[name]?.isLibraryType == true
        }.keys)
    }

    /// `public` or `open`: visible to the modules that import its own.
    static func isExported(_ modifiers: [Modifier]) -> Bool {
        modifiers.contains("public") || modifiers.contains("open")
    }

    /// The key the top-level type `name` declared in the file in effect is kept under when
    /// several modules declare the name; nil otherwise.
    func moduleScopedTypeKey(_ name: String) -> String? {
        guard typeNamesOfSeveralModules.contains(name), let module = currentModule else { return nil }
        return TypeInfo.moduleScopedKey(name, module: module)
    }

    /// Makes `type`, just declared under its module's key, what the bare `name` means where no
    /// module's own declaration answers: the first exported declaration, else the library's type
    /// of the name, else the first declaration. A library type an exported one hides (SwiftUI's
    /// `TextAlignment`) stays reachable as `SwiftUI.TextAlignment`.
    func exposeModuleScopedType(_ type: TypeInfo, as name: String, _ modifiers: [Modifier]) {
        if let module = currentModule { moduleOfScopedType[ObjectIdentifier(type)] = module }
        let isExported = Self.isExported(modifiers)
        let existing = types[name]
        if let existing, existing.isLibraryType { shadowedLibraryTypes[name] = existing }
        // An internal type never hides the library's from another module.
        if existing == nil || isExported && !exportedModuleScopedTypeNames.contains(name) {
            types[name] = type
            if isExported { exportedModuleScopedTypeNames.insert(name) }
        }
    }

    /// The type `name` means in the module of the file in effect when that module declares one
    /// of the names several modules declare.
    func moduleScopedType(named name: String) -> TypeInfo? {
        guard typeNamesOfSeveralModules.contains(name), let module = currentModule else { return nil }
        if let own = types[TypeInfo.moduleScopedKey(name, module: module)] { return own }
        return libraryNamesBehindImports.isEmpty ? nil : libraryTypeBehindImports(name)
    }

    /// `Module.Name`: the type `module` declares as `name` when several modules declare it; a
    /// library module's type the program's shadows (`SwiftUI.TextAlignment` in a module with its
    /// own `TextAlignment`); nil when the qualifier says nothing more than the bare name does.
    public func moduleQualifiedType(module: String, name: String) -> TypeInfo? {
        if programModuleNames.contains(module) {
            return typeNamesOfSeveralModules.contains(name) ? types[TypeInfo.moduleScopedKey(name, module: module)] : nil
        }
        return shadowedLibraryTypes[name]
    }

    /// The name a hint gives `type` so that looking it up gives `type` back: its qualified name,
    /// or for a library type the program's own type of that name hides, the name qualified by
    /// the library's module (`SwiftUI.TextAlignment`), so `self = .trailing` in `extension
    /// SwiftUI.TextAlignment` and `SwiftUI.TextAlignment(x) == .trailing` read SwiftUI's cases;
    /// for a top-level type one of several modules declares, read where the name means another
    /// module's, the name qualified by its module (`Moorings.Tide`: `case .high` over a package's
    /// value in an app with its own `Tide`).
    func hintName(of type: TypeInfo) -> String {
        if !typeNamesOfSeveralModules.isEmpty, let module = moduleOfScopedType[ObjectIdentifier(type)],
           programModuleNames.contains(module), self.type(named: type.name) !== type {
            return module + "." + type.name
        }
        guard !shadowedLibraryTypes.isEmpty, let module = libraryModuleName, shadowedLibraryTypes[type.name] === type else {
            return type.qualifiedName
        }
        return module + "." + type.name
    }
}
