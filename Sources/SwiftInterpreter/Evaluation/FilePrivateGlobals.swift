import SwiftFrontEnd

/// Top-level `private` and `fileprivate` variables, seen by their own file only.
///
/// Swift scopes a `private`/`fileprivate` declaration at the top level to its file (The Swift
/// Programming Language, "Access Control": "File-private access restricts the use of an entity to
/// its own defining source file"; private at the top level is the same). Two files of one program
/// may each declare `fileprivate let appearances` — a package's preview helper and the app's own
/// list — and each file's code reads its own. The interpreter has one table of globals, so such a
/// variable is kept under a key of its file (`TypeInfo.fileScopedKey`) and its name is looked up
/// under that key first from code of that file.
extension Interpreter {
    /// The key `name` is kept under for the file in effect: its file-private key when that file
    /// declares a private global of that name, else the name.
    func globalKey(_ name: String) -> String {
        guard !filePrivateGlobalNames.isEmpty, filePrivateGlobalNames.contains(name), let file = currentFile else { return name }
        let key = TypeInfo.fileScopedKey(name, file: file.fileName)
        return globals.localBox(key) != nil || globalInitialisers[key] != nil ? key : name
    }

    /// The key a global declared with `modifiers` in `file` is kept under.
    func declaredGlobalKey(_ name: String, _ modifiers: [Modifier], in file: SourceFileSyntax) -> String {
        guard Self.isFilePrivate(modifiers) else { return name }
        filePrivateGlobalNames.insert(name)
        return TypeInfo.fileScopedKey(name, file: file.fileName)
    }
}
