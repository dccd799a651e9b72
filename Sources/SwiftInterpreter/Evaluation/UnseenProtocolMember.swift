/// An unqualified call inside a type that adopts a protocol of a module LayoutLens does not read
/// (`struct Field: PlatformViewRepresentable`, the protocol from a remote package). Swift looks a
/// name up among the members of `self` before the global functions (The Swift Programming
/// Language, "Methods": an unqualified name inside a method is `self`'s member when it has one),
/// and the unseen protocol may refine one whose extension the program declares (`View`, with the
/// program's `extension View { func copy(modifying:with:) }`). When no global function of that
/// name takes the call's labels, that extension's method taking them is `self`'s.
extension Interpreter {
    /// The program's protocol-extension method `name` taking `labels`, for a `self` of `type`
    /// adopting a protocol nobody declares here; nil when a global function takes the labels, or
    /// when `type` adopts only known protocols (the ordinary lookup found no such member).
    func unseenProtocolMember(_ name: String, of type: TypeInfo, labels: [String?]) -> Function? {
        guard allConformances(of: type).contains(where: { self.type(named: $0) == nil }) else { return nil }
        if let globals = globalFunctionOverloads(name), globals.contains(where: { $0.canTake(labels) }) { return nil }
        let protocols = types.values.filter { $0.kind == .protocolType && !$0.methods.isEmpty }.sorted { $0.name < $1.name }
        for proto in protocols {
            guard let overloads = proto.methods[name],
                  let method = overloads.first(where: { $0.isInterpreted && $0.canTake(labels) }) else { continue }
            return method
        }
        return nil
    }
}
