import LayoutEngine

/// The trees of issue 18's instruction-count benchmark, built exactly as the issue defines them
/// (docs/performance.md lists each tree's views, depth and proposal).
///
/// `size` is the tree's own count: colours (wide), levels (deep, deep-binary), rows (grid, list)
/// or text leaves (text). Doubling it doubles the views, except for deep-binary where one more
/// level does.
struct BenchTree: Sendable {
    var name: String
    var defaultSize: Int
    var proposal: ProposedSize
    var build: @Sendable (Int) -> ViewNode

    static let all: [BenchTree] = [wide, deep, grid, text, list, deepBinary]

    static func named(_ name: String) -> BenchTree? { all.first { $0.name == name } }

    /// An HStack of 10 000 `Color`s in 1000×100.
    static let wide = BenchTree(name: "wide", defaultSize: 10_000, proposal: ProposedSize(width: 1000, height: 100)) { count in
        ViewNode(StackLayout.hStack(), children: (0..<count).map { _ in ViewNode(ColorLeaf(.system(.blue))) })
    }

    /// 20 nested stacks alternating H/V (the outermost an HStack), each holding a fixed 10×10
    /// colour and the next level; the innermost level is a fixed 10×10 colour. 390×844.
    static let deep = BenchTree(name: "deep", defaultSize: 20, proposal: ProposedSize(width: 390, height: 844)) { levels in
        func fixed() -> ViewNode { ViewNode(FrameLayout(width: 10, height: 10), children: [ViewNode(ColorLeaf(.system(.red)))]) }
        var node = fixed()
        for level in (0..<levels).reversed() {
            let stack = level % 2 == 0 ? StackLayout.hStack() : StackLayout.vStack()
            node = ViewNode(stack, children: [fixed(), node])
        }
        return node
    }

    /// A VStack of 100 HStacks of 100 `Color`s each, in 1000×1000.
    static let grid = BenchTree(name: "grid", defaultSize: 100, proposal: ProposedSize(width: 1000, height: 1000)) { rows in
        ViewNode(StackLayout.vStack(), children: (0..<rows).map { _ in
            ViewNode(StackLayout.hStack(), children: (0..<100).map { _ in ViewNode(ColorLeaf(.system(.green))) })
        })
    }

    /// A VStack of 1 000 text leaves, proposed width 400 (and an unspecified height, as in a
    /// scroll view).
    static let text = BenchTree(name: "text", defaultSize: 1_000, proposal: ProposedSize(width: 400, height: nil)) { count in
        ViewNode(StackLayout.vStack(), children: (0..<count).map { ViewNode(TextLeaf("Row \($0) of a list of labels")) })
    }

    /// A VStack of 1 000 rows, each `HStack { Text; Spacer(); Color.frame(width: 40, height: 16) }.padding(8)`,
    /// proposed 390 wide with an unspecified height (as in a scroll view).
    static let list = BenchTree(name: "list", defaultSize: 1_000, proposal: ProposedSize(width: 390, height: nil)) { rows in
        ViewNode(StackLayout.vStack(), children: (0..<rows).map { row in
            let badge = ViewNode(FrameLayout(width: 40, height: 16), children: [ViewNode(ColorLeaf(.system(.gray)))])
            let stack = ViewNode(StackLayout.hStack(), children: [ViewNode(TextLeaf("Item \(row)")), ViewNode(SpacerLeaf()), badge])
            return ViewNode(PaddingLayout(length: 8), children: [stack])
        })
    }

    /// A full binary tree of 13 levels: stacks alternating H/V (the root an HStack) with two
    /// children each, and 4 096 `Color`s at the bottom, so every view is flexible. 390×844.
    static let deepBinary = BenchTree(name: "deep-binary", defaultSize: 13, proposal: ProposedSize(width: 390, height: 844)) { levels in
        func level(_ depth: Int) -> ViewNode {
            if depth == levels - 1 { return ViewNode(ColorLeaf(.system(.orange))) }
            let stack = depth % 2 == 0 ? StackLayout.hStack() : StackLayout.vStack()
            return ViewNode(stack, children: [level(depth + 1), level(depth + 1)])
        }
        return level(0)
    }
}
