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
    ///
    /// Code that runs without its file in effect (a value made on first use from another file's
    /// call) and finds no global of that name visible to every file reads the last file-private
    /// one declared, as the single table of globals did before.
    /// A name several modules declare is read under its module's key (`ModuleScopedGlobals`).
    func globalKey(_ name: String) -> String {
        guard !filePrivateGlobalNames.isEmpty, let keys = filePrivateGlobalNames[name] else { return moduleScopedGlobalKey(reading: name) ?? name }
        if let file = currentFile {
            let key = TypeInfo.fileScopedKey(name, file: file.fileName)
            if globals.localBox(key) != nil || globalInitialisers[key] != nil { return key }
        }
        if let scoped = moduleScopedGlobalKey(reading: name) { return scoped }
        if globals.localBox(name) != nil || globalInitialisers[name] != nil { return name }
        return keys.last ?? name
    }

    /// The key a global declared with `modifiers` in `file` is kept under.
    func declaredGlobalKey(_ name: String, _ modifiers: [Modifier], in file: SourceFileSyntax) -> String {
        guard Self.isFilePrivate(modifiers) else { return moduleScopedGlobalKey(declaring: name, in: file) ?? name }
        let key = TypeInfo.fileScopedKey(name, file: file.fileName)
        filePrivateGlobalNames[name, default: []].append(key)
        return key
    }
}
