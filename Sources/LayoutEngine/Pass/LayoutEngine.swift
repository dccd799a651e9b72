/// The entry point: lays out a scene in a canvas as SwiftUI's hosting view does.
public enum LayoutEngine {
    /// Proposes `canvas` to `root`, lets it choose its size, and centres it in the canvas (an
    /// unspecified canvas axis takes the root's size). With `fitsCanvasToRoot` the canvas shrinks
    /// to the root's size after proposing `canvas`: Apple's `PreviewLayout.sizeThatFits` "fit[s]
    /// the container to the size of the preview when offered the size of the device". Returns every
    /// view's frame, unrounded and as displayed, and the trace when `options.recordsTrace` is set.
    public static func layout(_ root: ViewNode, in canvas: ProposedSize, fitsCanvasToRoot: Bool = false,
                              options: LayoutOptions = LayoutOptions()) -> LayoutResult {
        layout(LayoutScene(root), in: canvas, fitsCanvasToRoot: fitsCanvasToRoot, options: options)
    }

    /// Lays out a scene compiled once (`LayoutScene`), as `layout(_:in:fitsCanvasToRoot:options:)`
    /// does a view tree.
    public static func layout(_ scene: LayoutScene, in canvas: ProposedSize, fitsCanvasToRoot: Bool = false,
                              options: LayoutOptions = LayoutOptions()) -> LayoutResult {
        let pass = LayoutPass(scene: scene, options: options)
        pass.canvas = canvas
        let rootSize = pass.size(of: 0, canvas, reason: .sizing)
        let canvasSize = fitsCanvasToRoot
            ? Size(width: finite(rootSize.width) ?? 0, height: finite(rootSize.height) ?? 0)
            : Size(width: finite(canvas.width) ?? finite(rootSize.width) ?? 0,
                   height: finite(canvas.height) ?? finite(rootSize.height) ?? 0)
        let origin = Point(x: (canvasSize.width - rootSize.width) / 2, y: (canvasSize.height - rootSize.height) / 2)
        let grid = PixelGrid(scale: options.scale)
        pass.place(0, at: origin, proposal: canvas, grid: grid)
        var result = LayoutResult(placed: PlacedTree(frames: pass.placedFrames()), canvas: canvasSize, trace: pass.trace,
                                  scale: grid.scale)
        if options.recordsTrace { result.narrative = pass.narrative() }
        result.replacedNonFiniteValues = pass.replacedNonFiniteValues
        return result
    }

    /// The size `root` chooses for `proposal`, without placing anything.
    public static func size(of root: ViewNode, for proposal: ProposedSize, options: LayoutOptions = LayoutOptions()) -> Size {
        let pass = LayoutPass(scene: LayoutScene(root), options: options)
        pass.canvas = proposal
        return pass.size(of: 0, proposal, reason: .sizing)
    }

    private static func finite(_ value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return value
    }
}
