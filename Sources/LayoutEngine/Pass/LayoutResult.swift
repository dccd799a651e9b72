/// The outcome of laying out a scene in a canvas.
public struct LayoutResult: Sendable {
    /// The root view, placed in the canvas. The pass writes its frames flat; the tree is built
    /// the first time it is read (`PlacedTree`), and shared by copies of this result.
    public var root: PlacedView {
        get { placed.root }
        set { placed = PlacedTree(root: newValue) }
    }
    private(set) var placed: PlacedTree
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

    init(placed: PlacedTree, canvas: Size, trace: [TraceEntry], scale: Double) {
        self.placed = placed
        self.canvas = canvas
        self.trace = trace
        self.scale = scale
    }
}
