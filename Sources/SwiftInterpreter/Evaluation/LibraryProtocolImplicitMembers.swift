/// An implicit member whose contextual type is a generic parameter constrained to one of the
/// library's protocols: `card(in: .rect(cornerRadius: 8), fill: .blue)` for the program's
/// `func card<S: Shape, Fill: ShapeStyle>(in shape: S, fill: Fill)`.
///
/// SE-0299 ("Extending Static Member Lookup in Generic Contexts") finds `.rect(cornerRadius:)`
/// and `.blue` on the protocol through SwiftUI's own constrained extensions (`extension Shape
/// where Self == RoundedRectangle { static func rect(cornerRadius:style:) }`, `extension
/// ShapeStyle where Self == Color { static var blue }`, Apple docs of each), so the argument is a
/// `RoundedRectangle` and a `Color`. The library keeps those members with the calls that take
/// the protocol (`background(_:in:)`, `clipShape(_:)`, `fill(_:)`), which resolve an implicit
/// member against their own parameter, not on the protocol's type. So where the protocol's
/// type has no static of that name and no program extension declares one
/// (`ConstrainedProtocolStatics`), the member stays deferred: the library call the value reaches
/// resolves it, as it does when the member is written in that call.
extension Interpreter {
    func defersToTheLibrarysProtocolCall(_ name: String, on type: TypeInfo) -> Bool {
        guard type.kind == .protocolType, type.isLibraryType, name != "init" else { return false }
        if type.declaresStaticMember(name) { return false }
        return constrainedProtocolStaticOwner(name) == nil
    }
}
