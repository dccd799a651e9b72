/// Top-level `private` and `fileprivate` functions, seen by their own file only (The Swift
/// Programming Language, "Access Control": file-private access restricts an entity to its
/// defining source file; `private` at the top level is the same). Two files of one module may
/// each declare `private func face(_ model: …) -> some View` for their own previews; a call in
/// one file calls its own, whatever the other's parameter types.
extension Interpreter {
    /// `overloads` without the file-private functions of other files than the one running; all
    /// of them when that would leave none (code running with no file in effect).
    /// Overloads several modules declare are narrowed to the module's view first (`ModuleScopedGlobals`).
    func visibleFromCurrentFile(_ overloads: [Function]) -> [Function] {
        let overloads = visibleFromCurrentModule(overloads)
        guard !filePrivateFunctions.isEmpty, overloads.count > 1, let file = currentFile?.fileName else { return overloads }
        let visible = overloads.filter { function in
            guard filePrivateFunctions.contains(ObjectIdentifier(function)), case let .interpreted(body) = function.body else { return true }
            return body.file?.fileName == file
        }
        return visible.isEmpty ? overloads : visible
    }
}
