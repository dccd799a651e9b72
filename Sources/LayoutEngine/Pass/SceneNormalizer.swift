/// Prepares a scene for layout the way SwiftUI's view builders do: `Group` and `ForEach`
/// contribute their views to the enclosing container, a modifier applied to a group applies to
/// each of its views, `EmptyView` vanishes from containers, and environment modifiers
/// (`.font`, `.lineLimit`) disappear into the environment of the views below them. Several
/// views in an `overlay`/`background` become one implicit `ZStack` (`implicitStack`).
enum SceneNormalizer {
    /// The view(s) `node` stands for after normalisation.
    static func normalize(_ node: ViewNode, pendingEnvironment: [any LayoutPrimitive] = []) -> [ViewNode] {
        withUnsafePointer(to: node) { normalized($0, pendingEnvironment: pendingEnvironment) } ?? [node]
    }

    /// What `normalize` returns, or `nil` when that is `[node]` as it is: a subtree that is
    /// already normal (no `Group`, `ForEach`, `EmptyView` or environment modifier in it, each
    /// modifier with one view) is not copied. Views are read through their addresses: one read
    /// through a subscript (an array's, a buffer's, even an `UnsafePointer`'s) is copied, a retain
    /// per field, before it is passed on; fields read through `pointee` are not.
    private static func normalized(_ node: UnsafePointer<ViewNode>, pendingEnvironment: [any LayoutPrimitive]) -> [ViewNode]? {
        // The type read in place (`type(of:)` of the field copies its existential box), and a
        // listed type's role read without copying its traits.
        let primitiveType = PrimitiveTraits.storedType(of: node.pointer(to: \.primitive)!)
        let role = PrimitiveTraits.listedRole(primitiveType) ?? role(of: node.pointee.primitive)
        switch role {
        case .leaf:
            if primitiveType == ObjectIdentifier(EmptyLeaf.self) { return [] }
            return unchanged(node, pendingEnvironment)
        case .transparentGroup:
            let group = node.pointee
            return group.children.flatMap { child in
                normalize(inherit(group, into: child), pendingEnvironment: pendingEnvironment)
            }
        case .transparentModifier:
            let modifier = node.pointee
            return modifier.children.flatMap { child in
                normalize(inherit(modifier, into: child), pendingEnvironment: pendingEnvironment + [modifier.primitive])
            }
        case .modifier:
            // One child normalised once: asking it again here would double the work at every
            // modifier of a chain above a subtree that changes.
            let contents: [ViewNode]
            if node.pointee.children.count == 1 {
                guard let normal = node.pointee.children.withUnsafeBufferPointer({ normalized($0.baseAddress!, pendingEnvironment: []) })
                else { return unchanged(node, pendingEnvironment) }
                contents = normal
            } else {
                contents = node.pointee.children.flatMap { normalize($0) }
            }
            guard !contents.isEmpty else { return [] }
            return contents.map { content in
                var copy = node.pointee
                copy.children = [content]
                return withEnvironment(copy, pendingEnvironment)
            }
        case .container:
            guard let children = normalizedChildren(node.pointee.children[...]) else { return unchanged(node, pendingEnvironment) }
            var copy = node.pointee
            copy.children = children
            return [withEnvironment(copy, pendingEnvironment)]
        case .primaryAndSecondaries:
            guard !node.pointee.children.isEmpty else { return [] }
            let primaryContents = node.pointee.children.withUnsafeBufferPointer { normalized($0.baseAddress!, pendingEnvironment: []) }
            let rest = node.pointee.children.dropFirst()
            let restContents = normalizedChildren(rest)
            if primaryContents == nil, restContents == nil, rest.count <= 1 { return unchanged(node, pendingEnvironment) }
            let secondaries = implicitStack(restContents ?? Array(rest))
            return (primaryContents ?? [node.pointee.children[0]]).map { content in
                var copy = node.pointee
                copy.children = [content] + secondaries
                return withEnvironment(copy, pendingEnvironment)
            }
        }
    }

    /// `nil` (the node as it is) without environment modifiers to fold in, else the node with them.
    private static func unchanged(_ node: UnsafePointer<ViewNode>, _ pendingEnvironment: [any LayoutPrimitive]) -> [ViewNode]? {
        pendingEnvironment.isEmpty ? nil : [withEnvironment(node.pointee, pendingEnvironment)]
    }

    /// The children's normalised views in order, or `nil` when every child is already normal.
    private static func normalizedChildren(_ children: ArraySlice<ViewNode>) -> [ViewNode]? {
        var result: [ViewNode]?
        children.withUnsafeBufferPointer { buffer in
            guard let children = buffer.baseAddress else { return }
            for position in 0..<buffer.count {
                if let contents = normalized(children + position, pendingEnvironment: []) {
                    if result == nil { result = Array(buffer[..<position]) }
                    result!.append(contentsOf: contents)
                } else if result != nil {
                    result!.append(children[position])
                }
            }
        }
        return result
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
