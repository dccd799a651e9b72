import LayoutEngine

/// The engine's scaling benchmark (issue 3): each tree is laid out at its size and at double
/// its size; linear work shows a time ratio near 2.
enum EngineBench {
    struct Tree {
        var name: String
        var build: (Int) -> ViewNode
        var size: Int
        var proposal = ProposedSize(width: 390, height: 844)
    }

    static var trees: [Tree] { [
        Tree(name: "HStack of colours", build: { n in
            ViewNode(StackLayout.hStack(), children: (0..<n).map { _ in ViewNode(ColorLeaf(.system(.blue))) })
        }, size: 10_000),
        Tree(name: "nested H/V stacks", build: nested, size: 20),
        Tree(name: "VStack of HStacks(100)", build: { rows in
            ViewNode(StackLayout.vStack(), children: (0..<rows).map { _ in
                ViewNode(StackLayout.hStack(), children: (0..<100).map { _ in ViewNode(ColorLeaf(.system(.green))) })
            })
        }, size: 100),
        Tree(name: "text leaves (monospaced)", build: { n in
            ViewNode(StackLayout.vStack(), children: (0..<n).map { ViewNode(TextLeaf("Row \($0) of a list of labels")) })
        }, size: 1_000),
    ] }

    /// `depth` alternating stacks, each holding a fixed 10×10 view and the next level.
    static func nested(_ depth: Int) -> ViewNode {
        var node = ViewNode(FrameLayout(width: 10, height: 10), children: [ViewNode(ColorLeaf(.system(.red)))])
        for level in 0..<depth {
            let stack = level % 2 == 0 ? StackLayout.hStack() : StackLayout.vStack()
            let fixed = ViewNode(FrameLayout(width: 10, height: 10), children: [ViewNode(ColorLeaf(.system(.red)))])
            node = ViewNode(stack, children: [fixed, node])
        }
        return node
    }

    static func run() {
        print("engine: tree, views, median of 11 runs, ns per view, time ratio when the tree doubles")
        for tree in trees {
            let small = tree.build(tree.size)
            let large = tree.build(tree.size * 2)
            let smallTime = BenchClock.median { _ = LayoutEngine.layout(small, in: tree.proposal) }
            let largeTime = BenchClock.median { _ = LayoutEngine.layout(large, in: tree.proposal) }
            let views = small.count
            print("  \(BenchClock.pad(tree.name, 26)) \(BenchClock.pad(String(views), 7)) views  "
                + "\(BenchClock.pad(BenchClock.format(smallTime * 1e3) + " ms", 11)) "
                + "\(BenchClock.pad(BenchClock.format(smallTime * 1e9 / Double(views)) + " ns/view", 17)) "
                + "×2 → \(BenchClock.format(largeTime / smallTime))")
        }
    }
}
