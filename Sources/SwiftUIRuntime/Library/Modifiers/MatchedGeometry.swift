import SwiftInterpreter

/// `.matchedGeometryEffect(id:in:properties:anchor:isSource:)` (Apple docs: "Defines a group of
/// views with synchronized geometry using an identifier and namespace that you provide"). A view
/// that is its group's source (`isSource: true`, the default) keeps its own frame; the others of
/// its id take the source's frame when both are shown. A still preview usually shows one view
/// of an id (the selected tab's underline), and then the effect changes nothing: no warning.
/// A view written with `isSource: false` is laid out at its own frame here, not at its source's
/// (an approximation, said with `approximatedView`).
extension SwiftUIRuntime {
    func matchedGeometryModifier(_ arguments: NativeArguments) -> ModifierDescription {
        if case .bool(false)? = arguments["isSource"] {
            warn(.approximatedView("matchedGeometryEffect", rule: "a view with isSource: false keeps its own frame; it is not moved to the frame of its group's source view"),
                 at: argumentRange("isSource"))
        }
        return ModifierDescription(name: "matchedGeometryEffect") { node, _ in node }
    }
}
