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
/// declare for different types stays deferred to the library call, which knows its protocol.
extension Interpreter {
    func constrainedProtocolStaticOwner(_ name: String) -> TypeInfo? {
        guard !constrainedProtocolStatics.isEmpty, let owners = constrainedProtocolStatics[name], owners.count == 1 else { return nil }
        return owners[0]
    }
}
