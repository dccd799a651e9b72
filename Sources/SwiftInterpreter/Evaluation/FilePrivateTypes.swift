import SwiftFrontEnd

/// Top-level `private` and `fileprivate` types named like a library type, seen by their own
/// file only (The Swift Programming Language, "Access Control": "File-private access restricts
/// the use of an entity to its own defining source file"; `private` at the top level is the
/// same). A cache's `private class List<Key>` in one file leaves `List { … }` of every other file
/// SwiftUI's `List` (checked with swiftc: beside `private class List<Key>` in one file, another
/// file's `List<Int>()` is the imported module's `List`).
/// The interpreter has one table of type names, so such a type is kept under a key of its file
/// (`TypeInfo.fileScopedKey`) and its name is looked up under that key first from code of that
/// file; the library's type keeps the plain name.
extension Interpreter {
    /// The key a top-level type declared as `name` with `modifiers` in the file in effect is
    /// kept under: its file's key when it is file-private and the plain name is a type the
    /// program does not declare (the library's, a native or built-in one), else the name.
    func topLevelTypeKey(_ name: String, _ modifiers: [Modifier]) -> String {
        guard Self.isFilePrivate(modifiers), let file = currentFile?.fileName else { return name }
        let key = TypeInfo.fileScopedKey(name, file: file)
        if types[key] != nil { return key }
        guard let existing = types[name], existing.isLibraryType || existing.native != nil || existing.kind == .builtin else { return name }
        filePrivateTypeNames.insert(name)
        return key
    }

    /// The file in effect's own file-private type spelled `name`, if it declares one that
    /// shadows a library type (`topLevelTypeKey`).
    func filePrivateType(named name: String) -> TypeInfo? {
        guard filePrivateTypeNames.contains(name), let file = currentFile?.fileName else { return nil }
        return types[TypeInfo.fileScopedKey(name, file: file)]
    }
}
