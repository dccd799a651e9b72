/// Static members the program declares in a protocol extension constrained to one concrete type
/// (`extension ShapeStyle where Self == Color { static var brand: Palette { … } }`), reached as
/// implicit members where the expected type is a generic parameter conforming to the protocol
/// (`.foregroundStyle(.brand.accent)`, whose parameter is `some ShapeStyle`).
///
/// SE-0299 ("Extending Static Member Lookup in Generic Contexts") makes such a member visible
/// on the protocol: the implicit member's base is the concrete type the extension's
/// `Self ==` requirement names, and the chain after it (`.accent`, a subscript) is that type's
/// member's. A library modifier's parameter type is not written in the program, so the member
/// is looked up by name among the program's constrained extensions; a name several of them
/// declare for different types is told apart by the chain after it: only the type whose member
/// has the next member read (`.compound.decorativeColors` where one `compound` is a palette and
/// the others are button and toggle styles) can start the chain; otherwise it stays deferred to
/// the library call, which knows its protocol.
///
/// A library call's parameter (`.buttonStyle(.glass)`, whose parameter is `some
/// PrimitiveButtonStyle`) sees only the library protocol's extensions: a member the program
/// declares in an extension of its own protocol (`extension BackportButtonStyle where Self ==
/// BackportGlassButtonStyle { static var glass }`) is visible only where the parameter is
/// constrained to that protocol, that is in the program's own functions (`some
/// BackportButtonStyle`, an opaque hint), never in a library call (no hint).
///
/// A library call's argument that is the whole implicit member (`.padding(.vertical, 8)`) is not
/// picked from the extensions of a protocol whose library calls look deferred members up
/// themselves (`protocolsResolvingDeferredMembers`: the style protocols, whose modifiers know
/// their parameter's protocol): the parameter's type, which the library call knows, decides.
/// `extension LabelStyle where Self == StackedLabelStyle { static var vertical }` gives
/// `LabelStyle` a `vertical`, never `Edge.Set` (checked with swiftc: a function taking an option
/// set beside such an extension gets the option set's `vertical`). A chain's first member
/// (`.brand.accent`) is still picked, as the chain needs a value.
extension Interpreter {
    func constrainedProtocolStaticOwner(_ name: String, forLibraryCall: Bool = false, startsChain: Bool = false) -> TypeInfo? {
        guard !constrainedProtocolStatics.isEmpty, var owners = constrainedProtocolStatics[name] else { return nil }
        if forLibraryCall, !startsChain, let deferred = deferredProtocolStatics[name] {
            owners.removeAll { owner in deferred.contains { $0 === owner } }
        }
        if forLibraryCall, let programOwned = programProtocolStatics[name] {
            owners.removeAll { owner in programOwned.contains { $0 === owner } }
        }
        guard owners.count == 1 else { return nil }
        return owners[0]
    }

    /// `.name.member` where several constrained extensions declare a static `name`: `member` of
    /// the one whose value has it; nil when none or several do.
    func constrainedProtocolStatic(_ name: String, havingMember member: String) throws -> Value? {
        guard !constrainedProtocolStatics.isEmpty, let owners = constrainedProtocolStatics[name], owners.count > 1 else { return nil }
        var found: [Value] = []
        for owner in owners {
            // Only a member the type declares: reading another would make a stand-in for it.
            guard let value = try? staticMember(name, of: owner), declaresProperty(member, on: value),
                  let next = try? self.member(of: value, named: member) else { continue }
            switch next {
            case .void, .unresolvedMember: continue
            default: found.append(next)
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    private func declaresProperty(_ name: String, on value: Value) -> Bool {
        let type = typeInfo(of: value)
        return type.slot(of: name) != nil || findComputed(name, in: type) != nil
    }
}
