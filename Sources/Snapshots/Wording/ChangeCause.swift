import LayoutEngine

/// The *why* of a changed layout in plain words, read from the two snapshots' views alone (a
/// version 2 snapshot has no trace): the first view, in source order, whose own setting changed,
/// and what that did to the view around it.
///
/// `the padding around the HStack in DrinkRow grew from 8 to 12, so DrinkRow is 8 pt taller`.
/// A padding's amount is the distance between its frame and its child's, edge by edge; a stack's
/// spacing is the gap between consecutive children along its axis (arithmetic on the recorded
/// frames); a leaf whose drawn content changed (a `Text`'s string, a shape) is named with its old
/// and new content.
public enum ChangeCause {
    public static func explain(before: LayoutSnapshot, after: LayoutSnapshot) -> String? {
        let old = Dictionary(before.views.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let words = ViewWords(after)
        let tree = Tree(after.views)
        var causes: [(index: Int, sentence: String)] = []
        for (index, view) in after.views.enumerated() {
            guard let previous = old[view.path] else { continue }
            let children = tree.children(of: index)
            if view.kind == "padding", let child = children.first, children.count == 1,
               let oldChild = old[after.views[child].path] {
                let was = insets(previous.frame, oldChild.frame), now = insets(view.frame, after.views[child].frame)
                if let change = insetChange(was, now, scale: after.scale) {
                    causes.append((index, "\(words.describe(view.path)) \(change)"))
                    continue
                }
            }
            if let axis = stackAxis(view.kind), children.count > 1 {
                let childViews = children.map { after.views[$0] }
                let oldChildren = childViews.compactMap { old[$0.path] }
                if oldChildren.count == childViews.count {
                    let was = gaps(oldChildren, axis: axis, scale: after.scale), now = gaps(childViews, axis: axis, scale: after.scale)
                    if was != now, let a = was.first, let b = now.first, Set(was).count == 1, Set(now).count == 1 {
                        causes.append((index, "the spacing in \(words.describe(view.path)) changed from "
                                       + "\(ReportNumber.format(a, scale: after.scale)) to \(ReportNumber.format(b, scale: after.scale))"))
                        continue
                    }
                }
            }
            if children.isEmpty, previous.content != view.content {
                let was = SnapshotContent.tokens(previous.content).first { $0.0 == "text" }?.1
                let now = SnapshotContent.tokens(view.content).first { $0.0 == "text" }?.1
                if let was, let now, was != now {
                    causes.append((index, "the text of \(ViewWords(before).describe(view.path)) changed to \"\(now)\""))
                    continue
                }
            }
        }
        guard let first = causes.first else { return nil }
        var sentence = first.sentence + effect(of: first.index, before: old, after: after, tree: tree, words: words)
        if causes.count > 1 {
            sentence += " (and \(causes.count - 1) more change\(causes.count == 2 ? "" : "s") of this kind)"
        }
        return sentence
    }

    /// When no setting is found to have changed (and no trace says more): of the changed views
    /// whose parent kept its frame (where the change starts), the one that changed most —
    /// `the Color.yellow in the HStack changed inside the HStack, which kept its frame: w 300 → 150 (-150)`.
    public static func outermost(_ changes: [ViewChange], in after: LayoutSnapshot, words: ViewWords) -> String? {
        let changed = Dictionary(changes.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let tree = Tree(after.views)
        var best: (index: Int, change: ViewChange)?
        for (index, view) in after.views.enumerated() {
            guard let change = changed[view.path] else { continue }
            guard let parent = tree.parent[index] else { return "\(words.describe(view.path)) changed: \(change.deltas)" }
            if changed[after.views[parent].path] == nil, change.magnitude > best?.change.magnitude ?? -1 { best = (index, change) }
        }
        guard let best, let parent = tree.parent[best.index] else { return nil }
        return "\(words.describe(after.views[best.index].path)) changed inside \(words.describe(after.views[parent].path)), "
            + "which kept its frame: " + best.change.deltas
    }

    /// `, so DrinkRow is 8 pt taller`: the size change of the outermost view around the cause
    /// that belongs to the same type (the root of that type's body), else of the cause itself.
    static func effect(of index: Int, before: [String: SnapshotView], after: LayoutSnapshot, tree: Tree,
                       words: ViewWords) -> String {
        let view = after.views[index]
        var subject = index
        if let typeName = view.source?.typeName {
            var current = tree.parent[index]
            while let ancestor = current, after.views[ancestor].source?.typeName == typeName {
                subject = ancestor
                current = tree.parent[ancestor]
            }
        }
        let target = after.views[subject]
        guard let old = before[target.path] else { return "" }
        let name = words.instanceName(target.path) ?? "it"
        var parts: [String] = []
        let dw = snapped(target.frame.width - old.frame.width, after.scale)
        let dh = snapped(target.frame.height - old.frame.height, after.scale)
        if dh != 0 { parts.append("\(ReportNumber.format(abs(dh), scale: after.scale)) pt \(dh > 0 ? "taller" : "shorter")") }
        if dw != 0 { parts.append("\(ReportNumber.format(abs(dw), scale: after.scale)) pt \(dw > 0 ? "wider" : "narrower")") }
        guard !parts.isEmpty else { return "" }
        return ", so \(name) is " + parts.joined(separator: " and ")
    }

    static func snapped(_ value: Double, _ scale: Double) -> Double { (value * scale).rounded() / scale }

    /// Leading, top, trailing, bottom distances from `outer`'s edges to `inner`'s.
    static func insets(_ outer: Rect, _ inner: Rect) -> [Double] {
        [inner.x - outer.x, inner.y - outer.y,
         (outer.x + outer.width) - (inner.x + inner.width), (outer.y + outer.height) - (inner.y + inner.height)]
    }

    /// `grew from 8 to 12`, or `changed: top 8 → 12, bottom 8 → 12`; nil when the same.
    static func insetChange(_ was: [Double], _ now: [Double], scale: Double) -> String? {
        let a = was.map { snapped($0, scale) }, b = now.map { snapped($0, scale) }
        guard a != b else { return nil }
        func number(_ value: Double) -> String { ReportNumber.format(value, scale: scale) }
        if Set(a).count == 1, Set(b).count == 1 {
            return "\(b[0] > a[0] ? "grew" : "shrank") from \(number(a[0])) to \(number(b[0]))"
        }
        let edges = ["leading", "top", "trailing", "bottom"]
        let changed = edges.indices.filter { a[$0] != b[$0] }.map { "\(edges[$0]) \(number(a[$0])) → \(number(b[$0]))" }
        return "changed: " + changed.joined(separator: ", ")
    }

    enum Axis { case horizontal, vertical }

    static func stackAxis(_ kind: String) -> Axis? {
        switch kind {
        case "HStack", "LazyHStack": return .horizontal
        case "VStack", "LazyVStack": return .vertical
        default: return nil
        }
    }

    /// The gaps between consecutive children along the axis, snapped to the pixel grid.
    static func gaps(_ views: [SnapshotView], axis: Axis, scale: Double) -> [Double] {
        zip(views, views.dropFirst()).map { first, next in
            let gap = axis == .horizontal ? next.frame.x - (first.frame.x + first.frame.width)
                : next.frame.y - (first.frame.y + first.frame.height)
            return snapped(gap, scale)
        }
    }

    /// Parent and children of the views of a snapshot, from their depths.
    struct Tree {
        var parent: [Int?] = []
        var childIndices: [[Int]] = []

        init(_ views: [SnapshotView]) {
            childIndices = Array(repeating: [], count: views.count)
            var stack: [Int] = []
            for (index, view) in views.enumerated() {
                while stack.count > view.depth { stack.removeLast() }
                parent.append(stack.last)
                if let last = stack.last { childIndices[last].append(index) }
                stack.append(index)
            }
        }

        func children(of index: Int) -> [Int] { childIndices[index] }
    }
}
