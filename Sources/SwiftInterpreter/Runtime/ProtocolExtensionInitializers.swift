/// Initializers a protocol's extension declares, which every conforming type has: `extension
/// Controller { init(width: CGFloat) { …; self.init(presenter: presenter) } }` makes
/// `BarView(width: 60)` of a `struct BarView: Controller` that declares only `init(presenter:)`
/// (The Swift Programming Language, "Protocols", "Providing Default Implementations" and
/// "Initializer Requirements": an extension's initializer is available on every conforming
/// type, and its `self.init(…)` delegates to the conforming type's own). The body runs with
/// `self` the conforming type's instance, so that delegation, and the type's own names for the
/// protocol's associated types (`typealias Presenter = BarPresenter`), are the conforming type's.
extension Interpreter {
    /// The initializer a protocol `type` conforms to declares with a body (not a bare
    /// requirement) in an extension, taking `labels`; nil when none does.
    func protocolExtensionInitializer(of type: TypeInfo, labels: [String?]) -> Function? {
        for proto in conformedProtocols(of: type) where proto.kind == .protocolType {
            let provided = proto.initializers.filter { function in
                guard case let .interpreted(body) = function.body else { return false }
                return !body.statements.isEmpty
            }
            if let exact = provided.first(where: { $0.labels == labels }) ?? provided.first(where: { $0.canTake(labels) }) {
                return exact
            }
        }
        return nil
    }
}
