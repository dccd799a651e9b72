/// What a primitive may know about the pass besides its children: the environment at its
/// position, the display scale, and the text measurer.
public struct LayoutContext {
    let pass: LayoutPass
    /// The index of the view this context belongs to.
    let index: Int
    /// The environment in effect for this view.
    public var environment: LayoutEnvironment { pass.environment(of: index) }

    /// The pass this context belongs to: state kept for one pass (a budget, a cache) is keyed by it.
    public var passIdentity: AnyObject { pass }

    /// What the canvas proposed to the scene's root (the device's screen minus its safe area).
    public var canvas: ProposedSize { pass.canvas }

    /// Points per pixel is `1 / scale`; iOS devices are @3x.
    public var scale: Double { pass.scale }

    /// Where this view places its children for `proposal` at `size`, memoised by the pass (a
    /// primitive that merges its children's guides asks for its own placements).
    public func placements(in size: Size, proposal: ProposedSize) -> [SubviewPlacement] {
        pass.placementsOf(index, size: size, proposal: proposal)
    }

    /// Lays out text through the pass's measurer, memoised per request.
    public func layoutText(_ request: TextLayoutRequest) -> TextLayoutResult {
        pass.layoutText(request, for: index)
    }

    /// The vertical metrics of `font`.
    public func lineMetrics(of font: FontDescriptor) -> FontLineMetrics {
        pass.textMeasurer.lineMetrics(of: font)
    }
}
