import SwiftFrontEnd

/// A dependency's exported type named like a library type (Lottie 3.5's `public typealias Color =
/// LottieColor` beside SwiftUI's `Color`) is seen only by files that import that dependency.
/// Swift resolves a top-level name in the declarations of the file's own module and the modules
/// that file imports (The Swift Programming Language, "Declarations", "Import Declaration": an
/// import "lets you access symbols that are declared outside the current file"); another file of
/// the same module importing the dependency does not make its names visible here. Checked with
/// swiftc 6 on Linux: module `Dep` with `public typealias Data = DepColor`; in one module, `b.swift`
/// imports `Dep`, `a.swift` imports only Foundation, and `Data()` in `a.swift` is Foundation's
/// `Data`; a file importing both is swiftc's "ambiguous use of 'init()'". A module's `@_exported
/// import` makes the module it names visible to every file of the re-exporting module and to the
/// files importing it (swiftlang/swift docs/ReferenceGuides/UnderscoredAttributes.md,
/// "@_exported"). So a file of another module that neither imports nor receives the dependency
/// reads the library's type; a file that does reads the dependency's, as before (swiftc would call
/// the name ambiguous there). `SwiftUI.Color` names the library's type everywhere.
extension Interpreter {
    /// Remembers the library-named types `files` export from exactly one module, and which
    /// modules each file sees, before any declaration: the names join the module-scoped names,
    /// so the dependency's declaration is kept under its module's key and the bare name is
    /// decided per file (`libraryTypeBehindImports`).
    func noteLibraryNamesBehindImports(_ files: [(file: SourceFileSyntax, declarations: [Decl])]) {
        guard Set(files.compactMap { moduleOfFile[$0.file.fileName] }).count > 1 else { return }
        var exporters: [String: Set<String>] = [:]
        var direct: [String: Set<String>] = [:]
        var reexported: [String: Set<String>] = [:]
        for (file, declarations) in files {
            guard let module = moduleOfFile[file.fileName] else { continue }
            for declaration in declarations {
                switch declaration.kind {
                case let .import(imported):
                    guard let name = imported.path.first?.name else { continue }
                    direct[file.fileName, default: []].insert(name)
                    if declaration.attributes.contains(where: { $0.name.name == "_exported" }) { reexported[module, default: []].insert(name) }
                case let .nominalType(nominal) where Self.isExported(declaration.modifiers):
                    exporters[nominal.name.name, default: []].insert(module)
                case let .typealias(alias) where Self.isExported(declaration.modifiers):
                    exporters[alias.name.name, default: []].insert(module)
                default: continue
                }
            }
        }
        for (name, modules) in exporters where modules.count == 1 && !typeNamesOfSeveralModules.contains(name) {
            guard let library = types[name], library.isLibraryType, let module = modules.first else { continue }
            libraryNamesBehindImports[name] = (module, library)
            typeNamesOfSeveralModules.insert(name)
            // `SwiftUI.Color` stays the library's where the dependency's `Color` is in reach (an
            // alias does not pass `exposeModuleScopedType`, which notes this for a nominal type).
            shadowedLibraryTypes[name] = library
        }
        guard !libraryNamesBehindImports.isEmpty else { return }
        for (file, _) in files {
            guard let module = moduleOfFile[file.fileName] else { continue }
            let imports = direct[file.fileName] ?? []
            modulesSeenByFile[file.fileName] = imports.reduce(imports.union(reexported[module] ?? [])) { $0.union(reexported[$1] ?? []) }
        }
    }

    /// The library's type a bare `name` means in the file in effect: the name is one a single
    /// dependency exports beside a library type, the file belongs to another module, and neither
    /// it nor its module's re-exports import that dependency. Nil otherwise.
    func libraryTypeBehindImports(_ name: String) -> TypeInfo? {
        guard let (exporter, library) = libraryNamesBehindImports[name], let module = currentModule, module != exporter,
              let file = currentFile?.fileName, modulesSeenByFile[file]?.contains(exporter) != true else { return nil }
        return library
    }
}
