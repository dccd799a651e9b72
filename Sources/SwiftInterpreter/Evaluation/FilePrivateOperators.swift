import SwiftFrontEnd

/// Top-level `private` and `fileprivate` operator functions, seen by their own file only (The
/// Swift Programming Language, "Access Control": a file-private entity is used only in its own
/// defining source file). `private func / (lhs: Int, rhs: Int) -> Fraction` in one file leaves
/// `radius / 2` of every other file the standard library's division. Such an operator is kept
/// in the operator table under a key of its file (`TypeInfo.fileScopedKey`), looked up from code
/// of that file before the operators every file sees.
extension Interpreter {
    /// The key an operator function declared with `modifiers` in the file in effect is kept under.
    func filePrivateOperatorKey(_ op: String, _ modifiers: [Modifier]) -> String {
        guard Self.isFilePrivate(modifiers), let file = currentFile else { return op }
        declaresFilePrivateOperators = true
        return TypeInfo.fileScopedKey(op, file: file.fileName)
    }

    /// The operator functions spelled `op` the code in effect sees: its file's own private ones,
    /// then those every file sees; nil when there are none.
    func operatorOverloadsSeen(_ op: String) -> [Function]? {
        guard declaresFilePrivateOperators, let file = currentFile,
              let own = operatorFunctions[TypeInfo.fileScopedKey(op, file: file.fileName)] else { return operatorFunctions[op] }
        return own + (operatorFunctions[op] ?? [])
    }
}
