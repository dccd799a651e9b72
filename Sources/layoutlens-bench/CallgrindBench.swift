import LayoutEngine
import TextLayout

/// `layoutlens-bench --tree NAME [--views N] --layouts K`: builds one tree, lays it out once,
/// then K more times, and exits. Run under `valgrind --tool=callgrind` with K = 1 and K = 3, half
/// the difference of the instruction counts is one layout (scripts/callgrind-bench.sh).
/// The scene is compiled once (`LayoutScene`) and each layout reuses it; `--compile-each`
/// compiles it inside every layout instead (`LayoutEngine.layout` of the `ViewNode`), and
/// `--read-views` reads each result's `root`, which builds its `PlacedView` tree (as a diagram or
/// snapshot does; a layout alone writes its frames flat). `--font-measurer` measures texts with the
/// font files (`FontTextMeasurer`, one per layout, so its cache starts empty as in a new scene of
/// `frames`) instead of the trivial measurer.
/// Prints the tree's view count and the text measurer's calls per text leaf per layout.
enum CallgrindBench {
    static func run(_ arguments: [String]) -> Int32 {
        var treeName: String?
        var size: Int?
        var layouts = 1
        var compileEach = false
        var readsViews = false
        var measuresFonts = false
        var index = 0
        while index < arguments.count {
            let flag = arguments[index]
            let value = index + 1 < arguments.count ? arguments[index + 1] : nil
            if flag == "--compile-each" || flag == "--read-views" || flag == "--font-measurer" {
                switch flag {
                case "--compile-each": compileEach = true
                case "--read-views": readsViews = true
                default: measuresFonts = true
                }
                index += 1
                continue
            }
            switch (flag, value) {
            case ("--tree", let value?): treeName = value
            case ("--views", let value?): size = Int(value)
            case ("--layouts", let value?): layouts = Int(value) ?? -1
            default:
                print("usage: layoutlens-bench --tree wide|deep|grid|text|list|deep-binary [--views N] --layouts K [--compile-each] [--read-views] [--font-measurer]")
                return 2
            }
            index += 2
        }
        guard let treeName, let tree = BenchTree.named(treeName), layouts >= 0, size ?? 1 > 0 else {
            print("usage: layoutlens-bench --tree wide|deep|grid|text|list|deep-binary [--views N] --layouts K [--compile-each] [--read-views] [--font-measurer]")
            return 2
        }
        let root = tree.build(size ?? tree.defaultSize)
        let options = LayoutOptions(textMeasurer: TrivialTextMeasurer())
        let scene = LayoutScene(root)
        let first = LayoutEngine.layout(scene, in: tree.proposal, options: options)
        let callsBefore = TrivialTextMeasurer.calls.load(ordering: .relaxed)
        for _ in 0..<layouts {
            let options = measuresFonts ? LayoutOptions(textMeasurer: FontTextMeasurer()) : options
            let result = compileEach
                ? LayoutEngine.layout(root, in: tree.proposal, options: options)
                : LayoutEngine.layout(scene, in: tree.proposal, options: options)
            if readsViews { _ = result.root }
        }
        let calls = TrivialTextMeasurer.calls.load(ordering: .relaxed) - callsBefore
        let textLeaves = first.root.allViews.filter { $0.kind == "Text" }.count
        print("tree \(tree.name): \(root.count) views, \(textLeaves) text leaves, canvas \(first.canvas)")
        if textLeaves > 0 && layouts > 0 {
            print("measure calls per text leaf per layout: \(Double(calls) / Double(textLeaves * layouts))")
        }
        return 0
    }
}
