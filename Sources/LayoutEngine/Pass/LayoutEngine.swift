/// The entry point: lays out a scene in a canvas as SwiftUI's hosting view does.
public enum LayoutEngine {
    /// Proposes `canvas` to `root`, lets it choose its size, and centres it in the canvas (an
    /// unspecified canvas axis takes the root's size: `sizeThatFitsLayout` previews). Returns every
    /// view's frame, unrounded and as displayed, and the trace when `options.recordsTrace` is set.
    public static func layout(_ root: ViewNode, in canvas: ProposedSize, options: LayoutOptions = LayoutOptions()) -> LayoutResult {
        layout(LayoutScene(root), in: canvas, options: options)
    }

    /// Lays out a scene compiled once (`LayoutScene`), as `layout(_:in:options:)` does a view tree.
    public static func layout(_ scene: LayoutScene, in canvas: ProposedSize, options: LayoutOptions = LayoutOptions()) -> LayoutResult {
        let pass = LayoutPass(scene: scene, options: options)
        let rootSize = pass.size(of: 0, canvas, reason: .sizing)
        let canvasSize = Size(width: finite(canvas.width) ?? finite(rootSize.width) ?? 0,
                              height: finite(canvas.height) ?? finite(rootSize.height) ?? 0)
        let origin = Point(x: (canvasSize.width - rootSize.width) / 2, y: (canvasSize.height - rootSize.height) / 2)
        let grid = PixelGrid(scale: options.scale)
        let placed = pass.place(0, at: origin, proposal: canvas, grid: grid)
        var result = LayoutResult(root: placed, canvas: canvasSize, trace: pass.trace, scale: grid.scale)
        if options.recordsTrace { result.narrative = pass.narrative() }
        result.replacedNonFiniteValues = pass.replacedNonFiniteValues
        return result
    }

    /// The size `root` chooses for `proposal`, without placing anything.
    public static func size(of root: ViewNode, for proposal: ProposedSize, options: LayoutOptions = LayoutOptions()) -> Size {
        LayoutPass(scene: LayoutScene(root), options: options).size(of: 0, proposal, reason: .sizing)
    }

    private static func finite(_ value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return value
    }
}
