/// Prepares a scene for layout the way SwiftUI's view builders do: `Group` and `ForEach`
/// contribute their views to the enclosing container, a modifier applied to a group applies to
/// each of its views, `EmptyView` vanishes from containers, and environment modifiers
/// (`.font`, `.lineLimit`) disappear into the environment of the views below them. Several
/// views in an `overlay`/`background` become one implicit `ZStack` (`implicitStack`).
enum SceneNormalizer {
    /// The view(s) `node` stands for after normalisation.
    static func normalize(_ node: ViewNode, pendingEnvironment: [any LayoutPrimitive] = []) -> [ViewNode] {
        switch role(of: node.primitive) {
        case .leaf:
            if type(of: node.primitive) == EmptyLeaf.self { return [] }
            return [withEnvironment(node, pendingEnvironment)]
        case .transparentGroup:
            return node.children.flatMap { child in
                normalize(inherit(node, into: child), pendingEnvironment: pendingEnvironment)
            }
        case .transparentModifier:
            return node.children.flatMap { child in
                normalize(inherit(node, into: child), pendingEnvironment: pendingEnvironment + [node.primitive])
            }
        case .modifier:
            let contents = node.children.flatMap { normalize($0) }
            guard !contents.isEmpty else { return [] }
            return contents.map { content in
                var copy = node
                copy.children = [content]
                return withEnvironment(copy, pendingEnvironment)
            }
        case .container:
            var copy = node
            copy.children = node.children.flatMap { normalize($0) }
            return [withEnvironment(copy, pendingEnvironment)]
        case .primaryAndSecondaries:
            guard let primary = node.children.first else { return [] }
            let secondaries = implicitStack(node.children.dropFirst().flatMap { normalize($0) })
            return normalize(primary).map { content in
                var copy = node
                copy.children = [content] + secondaries
                return withEnvironment(copy, pendingEnvironment)
            }
        }
    }

    /// Apple (`overlay(alignment:content:)`, `background(alignment:content:)`): the views of the
    /// content are collected into an implicit ZStack, centred among themselves, which the
    /// modifier's alignment then places as a unit — whether they were written one after another,
    /// in a `Group` or by a `ForEach`.
    private static func implicitStack(_ secondaries: [ViewNode]) -> [ViewNode] {
        guard secondaries.count > 1 else { return secondaries }
        return [ViewNode(ZStackLayout(alignment: .center), children: secondaries, label: "ZStack", source: secondaries[0].source)]
    }

    static func role(of primitive: any LayoutPrimitive) -> ChildRole {
        PrimitiveTraits.of(primitive).childRole
    }

    /// A transparent node's marks (`.measure()`, paint) pass to what it contains.
    private static func inherit(_ parent: ViewNode, into child: ViewNode) -> ViewNode {
        var copy = child
        if parent.isMeasured { copy.isMeasured = true }
        if parent.style != .plain && copy.style == .plain { copy.style = parent.style }
        return copy
    }

    private static func withEnvironment(_ node: ViewNode, _ modifiers: [any LayoutPrimitive]) -> ViewNode {
        guard !modifiers.isEmpty else { return node }
        var copy = node
        copy.environmentModifiers = modifiers + copy.environmentModifiers
        return copy
    }
}
