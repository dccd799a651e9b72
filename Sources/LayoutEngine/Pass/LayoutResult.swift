/// The outcome of laying out a scene in a canvas.
public struct LayoutResult: Sendable {
    /// The root view, placed in the canvas.
    public var root: PlacedView
    /// The canvas: the proposal, with unspecified axes taken from the root's size.
    public var canvas: Size
    /// Every proposal and response, in call order (empty unless the pass recorded it).
    public var trace: [TraceEntry]
    public var scale: Double
    /// What containers decided and how views are named, for explanations (empty unless the pass
    /// recorded a trace).
    public var narrative = LayoutNarrative()
    /// How many frame coordinates came out NaN or infinite and were replaced by 0 (see
    /// `LayoutPass.place`): zero for every scene the reader accepts; callers report anything else.
    public var replacedNonFiniteValues = 0
}
