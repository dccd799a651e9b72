/// `KeyPath`'s `appending(path:)`: the key path that reads `path` from what this one reads
/// (`(\AppState.permissions).appending(path: \.push)` is `\AppState.permissions.push`).
/// Swift standard library, "KeyPath — appending(path:)": "Returns a new key path created by
/// appending the given key path to this one."
extension Interpreter {
    func registerKeyPathMembers() {
        builtins.keyPath.addMethod("appending", .native("appending") { interpreter, selfValue, arguments in
            guard case let .keyPath(base) = selfValue, case let .keyPath(tail)? = arguments.first?.value else {
                throw interpreter.error(.invalid, "'appending(path:)' needs a key path")
            }
            return .keyPath(KeyPathValue(rootTypeName: base.rootTypeName, components: base.components + tail.components))
        })
    }
}
