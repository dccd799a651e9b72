/// A library type's initializer that refuses a call for a missing argument (`Table("notes")`:
/// SwiftUI's `Table` needs `columns:` and `rows:`) in a file that imports a module LayoutLens
/// does not read (`import SQLite`). Swift looks an unqualified name up in every module the file
/// imports (The Swift Programming Language, "Access Control": a module "can be imported by
/// another module with Swift's import keyword", and its public declarations are then visible),
/// and the app compiles, so the call is an initializer that module declares: its own type of
/// that name (SQLite.swift's `Table(_ name: String)`) or an extension of the library's. The
/// refusal is marked as another module's overload, so the host draws the value as that module's
/// stand-in (`undefinedViewOverload`, whose warning names the modules not read), as it already
/// does for a modifier missing an argument in such a file (`NativeArguments.missingArgument`).
/// In a file importing only modules LayoutLens reads, the refusal stays swiftc's error.
extension Interpreter {
    func refusalInFileImportingUnreadModule(_ refusal: RuntimeError) -> RuntimeError {
        guard refusal.id == "missingArgument", !refusal.mayBeAnotherFilesOverload,
              let file = currentFile?.fileName, filesImportingUnreadModules.contains(file) else { return refusal }
        var marked = refusal
        marked.mayBeAnotherFilesOverload = true
        return marked
    }
}
