import SwiftFrontEnd

/// Top-level `private` and `fileprivate` types named like a library type or like a type another
/// file of the program declares, seen by their own file only (The Swift Programming Language,
/// "Access Control": "File-private access restricts the use of an entity to its own defining
/// source file"; `private` at the top level is the same). A cache's `private class List<Key>` in
/// one file leaves `List { … }` of every other file SwiftUI's `List` (checked with swiftc: beside
/// `private class List<Key>` in one file, another file's `List<Int>()` is the imported module's
/// `List`). Two files that each declare `private struct HeaderView` each call their own, also
/// when one file's code runs inside a view of the other (a container's `body` makes its file's
/// `HeaderView(_:placeholder:)` while the other file's preview runs).
/// The interpreter has one table of type names, so such a type is kept under a key of its file
/// (`TypeInfo.fileScopedKey`) and its name is looked up under that key first from code of that
/// file; the library's type keeps the plain name.
extension Interpreter {
    /// The key a top-level type declared as `name` with `modifiers` in the file in effect is
    /// kept under: its file's key when it is file-private and the plain name is a type the
    /// program does not declare (the library's, a native or built-in one) or one that another
    /// file of the program declares too; its module's key when several modules declare the name
    /// (`ModuleScopedTypes`); else the name.
    func topLevelTypeKey(_ name: String, _ modifiers: [Modifier]) -> String {
        guard Self.isFilePrivate(modifiers), let file = currentFile?.fileName else { return moduleScopedTypeKey(name) ?? name }
        let key = TypeInfo.fileScopedKey(name, file: file)
        if types[key] != nil { return key }
        if !typeNamesOfSeveralFiles.contains(name) {
            guard let existing = types[name], existing.isLibraryType || existing.native != nil || existing.kind == .builtin else { return name }
        }
        filePrivateTypeNames.insert(name)
        return key
    }

    /// The key a type nested in `outer` is kept under: its path (`Outer.Name`), under its file's
    /// key when the outermost type is a file-private one kept so. Two files that each declare
    /// `private struct FlowLayout` with its own nested `struct Result` declare two `Result`s (a
    /// nested type is a member of the type declaring it, and each file's `FlowLayout` is its
    /// own); one key for both would merge their members, one file's initializer filling the
    /// other's properties.
    func nestedTypeKey(_ outer: TypeInfo, _ name: String) -> String {
        let path = outer.qualifiedName + "." + name
        guard !filePrivateTypeNames.isEmpty, let file = currentFile?.fileName else { return path }
        let root = String(outer.qualifiedName.prefix { $0 != "." })
        guard filePrivateTypeNames.contains(root), types[TypeInfo.fileScopedKey(root, file: file)] != nil else { return path }
        return TypeInfo.fileScopedKey(path, file: file)
    }

    /// Remembers the top-level type names that more than one of `files` declares (`private
    /// struct HeaderView` in two files), before any of them is declared.
    func noteTypeNamesOfSeveralFiles(_ files: [(file: SourceFileSyntax, declarations: [Decl])]) {
        guard files.count > 1 else { return }
        var seen: Set<String> = []
        for (_, declarations) in files {
            var own: Set<String> = []
            for declaration in declarations {
                if case let .nominalType(nominal) = declaration.kind { own.insert(nominal.name.name) }
            }
            typeNamesOfSeveralFiles.formUnion(own.intersection(seen))
            seen.formUnion(own)
        }
    }

    /// The file in effect's own file-private type spelled `name`, if it declares one that
    /// shadows a library type (`topLevelTypeKey`).
    func filePrivateType(named name: String) -> TypeInfo? {
        guard filePrivateTypeNames.contains(name), let file = currentFile?.fileName else { return nil }
        return types[TypeInfo.fileScopedKey(name, file: file)]
    }
}
