/// What a primitive may know about the pass besides its children: the environment at its
/// position, the display scale, and the text measurer.
public struct LayoutContext {
    let pass: LayoutPass
    /// The index of the view this context belongs to.
    let index: Int
    /// The environment in effect for this view.
    public var environment: LayoutEnvironment { pass.environment(of: index) }

    /// Points per pixel is `1 / scale`; iOS devices are @3x.
    public var scale: Double { pass.scale }

    /// Lays out text through the pass's measurer, memoised per request.
    public func layoutText(_ request: TextLayoutRequest) -> TextLayoutResult {
        pass.layoutText(request, for: index)
    }

    /// The vertical metrics of `font`.
    public func lineMetrics(of font: FontDescriptor) -> FontLineMetrics {
        pass.textMeasurer.lineMetrics(of: font)
    }
}
