import SwiftInterpreter

/// SwiftUI's `Material` (iOS 15; Apple docs, "Material": "A background material type", `struct
/// Material`, with `static let ultraThin`, `thin`, `regular`, `thick`, `ultraThick` and `bar`,
/// the same materials as `ShapeStyle`'s `.ultraThinMaterial` … `.bar`). A property declared with
/// it (`static let background: Material = .ultraThin`) holds a material, which paints as the
/// implicit-member materials do (a blur LayoutLens draws gray; it never changes a frame).
extension SwiftUIRuntime {
    /// Each of `Material`'s type properties with the `ShapeStyle` member naming the same material.
    static let materialStyleNames: [(member: String, style: String)] = [
        ("ultraThin", "ultraThinMaterial"), ("thin", "thinMaterial"), ("regular", "regularMaterial"),
        ("thick", "thickMaterial"), ("ultraThick", "ultraThickMaterial"), ("bar", "bar"),
    ]

    func registerMaterial() {
        guard let material = registerAppleType("Material") else { return }
        material.conformances = ["ShapeStyle"]
        for (member, style) in Self.materialStyleNames {
            material.staticComputed[member] = ComputedProperty(getter: .native(member) { interpreter, _, _ in
                interpreter.nativeValue("Material", ShapeStylePayload(name: style))
            })
        }
    }
}
