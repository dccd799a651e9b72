import LayoutEngine
import SwiftInterpreter

/// iOS 26's `GlassEffectContainer(spacing:content:)` (Apple docs, "GlassEffectContainer": "a view
/// that combines multiple Liquid Glass shapes into a single shape"; its `spacing` is the distance
/// at which glass shapes begin to blend). Apple documents how it renders the glass of the views
/// inside, not a layout of its own, and its examples put one stack inside. Around one view (a
/// stack, a shape, a modified view) every layout rule gives that view's frame: the container is
/// as large as its content and places it at its origin, as a `Group` of one view does, so nothing
/// is assumed. Around several views at its top level how they are arranged is **unverified** (a
/// `Group` lets the container around it arrange them, a `ZStack` would overlap them); they are laid
/// out as a `Group`'s, and that use says so (`approximatedView`). `spacing` changes no frame.
extension SwiftUIRuntime {
    func registerGlassEffectContainer() {
        guard interpreter.type(named: "GlassEffectContainer") == nil else { return }
        interpreter.registerNativeType("GlassEffectContainer").conformances = ["View"]
        initializer("GlassEffectContainer") { `self`, arguments in
            try arguments.check(allowed: ["spacing", "content"], unlabelledCount: 0, in: self)
            let source = self.currentLocation
            let content = try self.builtContent(arguments)
            if !Self.isOneView(content) {
                self.warn(.approximatedView("GlassEffectContainer", rule: "several views at its top level are laid out as a Group's"))
            }
            return self.view("GlassEffectContainer", .container(GroupLayout(name: "GlassEffectContainer"), label: "GlassEffectContainer",
                                                                content: content), source: source)
        }
    }

    /// Whether a builder's result is certainly one view: a leaf, a container with a layout of its
    /// own (not a `Group` or `ForEach`, whose views join the container around them), a reader, or
    /// one of these under modifiers. A view of the program's own type may have several views in
    /// its body, and a view made when resolved is not known yet: neither counts.
    static func isOneView(_ value: Value) -> Bool {
        guard case let .native(native) = value, let description = native.payload as? ViewDescription else { return false }
        switch description.content {
        case .leaf, .geometryReader: return true
        case let .container(layout, _, _): return !(layout is GroupLayout)
        case let .list(views): return views.count == 1 && isOneView(views[0])
        case let .modified(base, _), let .environment(base, _): return isOneView(base)
        case .deferred, .modifierBody: return false
        }
    }
}
