import LayoutEngine
import SwiftInterpreter

/// iOS 26's `GlassEffectContainer(spacing:content:)` (Apple docs, "GlassEffectContainer": "a view
/// that combines multiple Liquid Glass shapes into a single shape"; its `spacing` is the distance
/// at which glass shapes begin to blend). Apple documents how it renders the glass of the views
/// inside, not a layout of its own, and its examples put one stack inside; so its content is laid
/// out as a `Group`'s is, by the container around it (**unverified** for several views at its
/// top level), and each use says so (`approximatedView`). `spacing` changes no frame.
extension SwiftUIRuntime {
    func registerGlassEffectContainer() {
        guard interpreter.type(named: "GlassEffectContainer") == nil else { return }
        interpreter.registerNativeType("GlassEffectContainer").conformances = ["View"]
        initializer("GlassEffectContainer") { `self`, arguments in
            try arguments.check(allowed: ["spacing", "content"], unlabelledCount: 0, in: self)
            let source = self.currentLocation
            self.warn(.approximatedView("GlassEffectContainer", rule: "its content is laid out as a Group's; the glass it blends is not drawn"))
            return self.view("GlassEffectContainer", .container(GroupLayout(name: "GlassEffectContainer"), label: "GlassEffectContainer",
                                                                content: try self.builtContent(arguments)), source: source)
        }
    }
}
