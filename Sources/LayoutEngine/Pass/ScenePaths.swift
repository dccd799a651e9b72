/// Nodes' paths (`PlacedView.path`: `HStack/VStack[2]/Text`), written out only when someone asks
/// for them (a traced pass, a stack's recorded decision, a view read from a result).
///
/// Compiling a scene records each node's parent and, when the parent indexes its children, its
/// position (`LayoutScene.Presentation.parent`, `.position`): a path is its parent's path, the
/// position in brackets, `/` and the node's kind. Parents come before their children in a
/// scene's ids (a node's children are added after it, content made while placing after every
/// node), so one loop in id order writes every path from paths already written.
enum ScenePaths {
    /// Appends the paths of `presentations[paths.count...]` to `paths`, the nodes' kinds read
    /// from their views in `groups`.
    static func extend(_ paths: inout [String], with presentations: [LayoutScene.Presentation], in groups: LayoutScene.ViewGroups) {
        guard paths.count < presentations.count else { return }
        paths.reserveCapacity(presentations.count)
        for index in paths.count..<presentations.count {
            let presentation = presentations[index]
            paths.append(path(presentation, kind: LayoutScene.kind(presentation, in: groups),
                              parentPath: presentation.parent >= 0 ? paths[Int(presentation.parent)] : nil))
        }
    }

    /// The paths of every node of `presentations`.
    static func all(_ presentations: [LayoutScene.Presentation], in groups: LayoutScene.ViewGroups) -> [String] {
        var paths: [String] = []
        extend(&paths, with: presentations, in: groups)
        return paths
    }

    /// A node's path from its parent's (`nil` for the scene's root, whose path is its kind).
    static func path(_ presentation: LayoutScene.Presentation, kind: String, parentPath: String?) -> String {
        guard let parentPath else { return kind }
        return presentation.position >= 0 ? "\(parentPath)[\(presentation.position)]/\(kind)" : "\(parentPath)/\(kind)"
    }
}
