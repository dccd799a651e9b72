import Diagnostics
import SwiftFrontEnd
import SwiftInterpreter

extension SwiftUIRuntime {
    /// Registers SwiftUI, loads the file (its declarations; nothing runs yet) and runs each
    /// preview. A file whose declarations cannot be loaded gives that error and no preview.
    public func run() -> (previews: [PreviewRun], diagnostics: [Diagnostic]) {
        if let failure = prepare() { return ([], failure) }
        return runPreviews(of: file)
    }

    /// Registers SwiftUI and loads every file of the module as one program (declarations only;
    /// nothing runs yet). Returns the error that stops the module loading, if any.
    public func prepare() -> [Diagnostic]? {
        register(Self.libraryBeforeLoading)
        do {
            try interpreter.load(moduleFiles)
        } catch let error as RuntimeError {
            return [error.diagnostic(fallback: (interpreter.currentFile ?? file).range(of: .empty(at: 0)))]
        } catch {
            let message = DiagnosticMessage(id: "interpreter-error", severity: .error, text: "\(error)")
            return [Diagnostic(message, at: (interpreter.currentFile ?? file).range(of: .empty(at: 0)))]
        }
        registerModifiers()
        registerCoordinateSpaceModifier()
        registerLayoutValueModifier()
        registerContainerRelativeFrame()
        registerContainerBackground()
        registerUserLayouts()
        // Every preview starts from the globals and statics loading left (`InitialProgramState`).
        interpreter.recordInitialState()
        return nil
    }

    /// Runs every preview of `file` (one of the module's), with the warnings of this file's run.
    /// The types `file` declares that another file of the module declares too (a `private struct
    /// Row` in each) are its own while its previews run.
    public func runPreviews(of file: SourceFileSyntax) -> (previews: [PreviewRun], diagnostics: [Diagnostic]) {
        self.file = file
        interpreter.currentFile = file
        warnings = []
        undefinedNamesSeen = []
        emptyDataStoreWrappers = []
        // The app's launch runs once, before the program's first preview; its warnings are
        // reported with the file each points into.
        launchAppOnce()
        warnings = launch.diagnostics.filter { $0.range.file == file.fileName }
        // The step and memory budgets are per file: each file of a module its own (settling's is
        // per preview, within the file's: `SettlingRecorder.previewSteps`).
        interpreter.startFile()
        if moduleFiles.count > 1, let shared = typesDeclaredElsewhere[file.fileName], !shared.isEmpty {
            do {
                // Held while the types are declared anew, so no new type takes a replaced one's identity.
                let layouts = userLayoutTypes()
                try interpreter.redeclareTypes(named: shared, of: file)
                addContainerInitializers(besides: layouts)
            } catch let error as RuntimeError {
                return ([], [error.diagnostic(fallback: file.range(of: .empty(at: 0)))])
            } catch {
                return ([], [Diagnostic(DiagnosticMessage(id: "interpreter-error", severity: .error, text: "\(error)"),
                                        at: file.range(of: .empty(at: 0)))])
            }
        }
        // The types declared anew are the file's own from here: their statics start as declared too.
        interpreter.recordInitialState()
        let previews = runPreviews()
        return (previews, warnings)
    }

    /// For each file of `moduleFiles`, the names of its top-level types that another file of the
    /// module declares too. One pass over every file's statements: `typesDeclaredElsewhere` keeps
    /// it for the runtime, so reading N files costs N statement lists, not N × N. Files of two
    /// modules (`moduleOfFile`) never share a name here: each module's declaration is already its
    /// own (`ModuleScopedTypes`), and declaring the preview's type anew would drop what its
    /// module's extensions add to it (an app's `UserCatalog` and its `extension UserCatalog`
    /// beside a design-system package's public `UserCatalog`).
    static func typesDeclaredElsewhere(in moduleFiles: [SourceFileSyntax], moduleOfFile: [String: String] = [:]) -> [String: Set<String>] {
        var declaringFiles: [String: Set<String>] = [:]
        for moduleFile in moduleFiles {
            let module = moduleOfFile[moduleFile.fileName] ?? ""
            for statement in moduleFile.statements {
                guard case let .declaration(declaration) = statement.kind, case let .nominalType(nominal) = declaration.kind else { continue }
                declaringFiles[module + "\u{2}" + nominal.name.name, default: []].insert(moduleFile.fileName)
            }
        }
        var shared: [String: Set<String>] = [:]
        for (key, files) in declaringFiles where files.count > 1 {
            let name = String(key.split(separator: "\u{2}", omittingEmptySubsequences: false).last ?? "")
            for fileName in files { shared[fileName, default: []].insert(name) }
        }
        return shared
    }
}
