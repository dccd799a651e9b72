/// The outcome of laying out a scene in a canvas.
public struct LayoutResult: Sendable {
    /// The root view, placed in the canvas.
    public var root: PlacedView
    /// The canvas: the proposal, with unspecified axes taken from the root's size.
    public var canvas: Size
    /// Every proposal and response, in call order (empty unless the pass recorded it).
    public var trace: [TraceEntry]
    public var scale: Double
}
