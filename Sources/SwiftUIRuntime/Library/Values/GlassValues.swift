import SwiftInterpreter

/// iOS 26's `Glass`, the material `glassEffect(_:in:)` draws (Apple docs, "Glass": the statics
/// `regular`, `clear` and `identity`, and `tint(_:)` and `interactive(_:)`, each giving a new
/// `Glass`). A value type holding which variant it is; the tint and interactivity change no frame
/// and are not drawn (glass is drawn as one translucent gray, `SwiftUIRuntime.glassFill`).
/// `identity` keeps its meaning through the chain (`Glass.identity.tint(.red)` is still no glass).
struct GlassMaterial: Equatable {
    enum Variant: String { case regular, clear, identity }
    var variant: Variant
}

extension SwiftUIRuntime {
    func registerGlass() {
        guard interpreter.type(named: "Glass") == nil else { return }
        let glassType = interpreter.registerNativeType("Glass")
        glassType.conformances = ["Equatable", "Sendable"]
        unowned let runtime = self
        func wrap(_ glass: GlassMaterial) -> Value { runtime.interpreter.nativeValue("Glass", glass) }
        for variant in [GlassMaterial.Variant.regular, .clear, .identity] {
            glassType.staticValues[variant.rawValue] = wrap(GlassMaterial(variant: variant))
        }
        for name in ["tint", "interactive"] {
            glassType.addMethod(name, .native(name, labels: nil) { _, selfValue, _ in
                wrap(selfValue.nativePayload(GlassMaterial.self) ?? GlassMaterial(variant: .regular))
            })
        }
    }

    /// Whether a `glassEffect` argument is `Glass.identity` (written `.identity` or as a `Glass`
    /// value made from it), which leaves the view as it is.
    func isIdentityGlass(_ value: Value?) -> Bool {
        if case let .unresolvedMember(member)? = value { return member.name == "identity" }
        return value?.nativePayload(GlassMaterial.self)?.variant == .identity
    }
}
