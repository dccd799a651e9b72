/// What a pass placed, written flat as it places: one record per placed view in depth-first
/// source order (a view, then its placed children's subtrees), with the text it draws kept
/// apart. The `PlacedView` tree is built from it only when a caller reads `LayoutResult.root`
/// (`PlacedTree`), so a pass copies no name, path or style per view.
struct PlacedFrames: Sendable {
    struct Record: Sendable {
        /// The node placed (an index into `nodes`).
        var node: Int32
        /// How many placed children follow, each with its subtree.
        var childCount: Int32
        /// The index of its text in `texts`; −1 for none; −2 − i for `compiledTexts[i]`.
        var text: Int32
        var frame: Rect
        var displayFrame: Rect
        var proposal: ProposedSize
    }

    /// A compiled `Text` as placed: its `PlacedText` is made from it and its environment when
    /// the tree is built, so a pass whose views nobody reads copies no font per text.
    struct CompiledText: Sendable {
        /// Its lines, or `nil` when the measurer gave only their size: then they are asked
        /// for the text in `textSources[slot]` at `maxWidth` and `maxLines`.
        var lines: [TextLine]?
        var slot: Int32
        var maxWidth: Double?
        var maxLines: Int?
        /// Its index in `environments`.
        var environment: Int32
        var metrics: FontLineMetrics
        var lineAdvance: Double
        var firstBaseline: Double

        func placedText(in frames: PlacedFrames) -> PlacedText {
            frames.environments.withUnsafeBufferPointer { buffer in
                // Read through the element's address: a field of a subscripted element copies it whole.
                let text = (buffer.baseAddress! + Int(environment)).pointer(to: \.text)!
                let lines = lines ?? frames.textMeasurer.map { measurer in
                    measurer.layoutText(frames.textSources[Int(slot)].request(in: text, maxWidth: maxWidth, maxLines: maxLines)).lines
                } ?? []
                return PlacedText(lines: lines, font: text.pointee.font, metrics: metrics, lineAdvance: lineAdvance,
                                  firstBaseline: firstBaseline, alignment: text.pointee.multilineTextAlignment)
            }
        }
    }

    var records: [Record] = []
    var texts: [PlacedText] = []
    var compiledTexts: [CompiledText] = []
    /// The pass's environments, which `compiledTexts` name.
    var environments: [LayoutEnvironment] = []
    /// The pass's compiled texts and measurer, kept only when a text's lines are still to be asked.
    var textSources: [LayoutScene.CompiledText] = []
    var textMeasurer: (any TextMeasuring)?
    /// Where each of the pass's nodes' views is (with any content made while placing), and the
    /// views: what a `PlacedView` shows is made from them when the tree is built.
    var presentations: [LayoutScene.Presentation] = []
    var viewGroups: LayoutScene.ViewGroups = []

    /// The views as a tree. Built bottom-up without recursion, so a deeply nested scene needs no
    /// deep stack here (the pass that placed it may have run on a larger one): in reverse order a
    /// view's children are built before it, the first on top of a stack of built views, and each
    /// view is moved once from that stack into its parent's array.
    func tree() -> PlacedView? {
        guard !records.isEmpty else { return nil }
        let built = UnsafeMutablePointer<PlacedView>.allocate(capacity: records.count)
        defer { built.deallocate() }
        var top = 0
        let paths = ScenePaths.all(presentations, in: viewGroups)
        for record in records.reversed() {
            let count = Int(record.childCount)
            let children = count == 0 ? [] : [PlacedView](unsafeUninitializedCapacity: count) { buffer, initialized in
                for position in 0..<count {
                    (buffer.baseAddress! + position).moveInitialize(from: built + (top - 1 - position), count: 1)
                }
                initialized = count
            }
            top -= count
            (built + top).initialize(to: LayoutScene.placedView(
                presentations[Int(record.node)], in: viewGroups, path: paths[Int(record.node)], frame: record.frame,
                displayFrame: record.displayFrame, proposal: record.proposal,
                text: text(record.text), children: children))
            top += 1
        }
        // Every record but the first is a child of an earlier one: the root is all that is left.
        return built.move()
    }

    /// The text a record names (`Record.text`).
    private func text(_ index: Int32) -> PlacedText? {
        if index >= 0 { return texts[Int(index)] }
        if index == -1 { return nil }
        return compiledTexts[Int(-2 - index)].placedText(in: self)
    }
}
