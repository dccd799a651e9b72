/// Why a parent asked a child for its size.
public enum TraceReason: String, Hashable, Sendable {
    /// A stack measuring a child's minimum along its axis (a 0 proposal).
    case minimumProbe
    /// A stack measuring a child's maximum along its axis (an ∞ proposal).
    case maximumProbe
    /// Asking for an ideal size (a nil proposal) to learn a shape, e.g. for `aspectRatio`.
    case idealProbe
    /// Deciding sizes: the answer is used to size the parent.
    case sizing
    /// Placing children: the proposal each child is finally laid out with.
    case placement
    /// Reading alignment guides.
    case alignment
    /// A custom `Layout`'s own question (`subview.sizeThatFits(_:)` or `dimensions(in:)` in the
    /// file's code): each one is a step of that layout's story.
    case layoutQuery
}

/// One proposal and its response, as ole's Layout Inspector logs them: which view, what it was
/// offered, what it chose, and why it was asked.
public struct TraceEntry: Hashable, Sendable {
    /// The view's stable path, e.g. `HStack[1]/frame/Color`.
    public var path: String
    public var proposal: ProposedSize
    public var response: Size
    public var reason: TraceReason
    /// Nesting depth of the call (the root's own sizing is 0).
    public var depth: Int
    /// Whether the answer came from the pass's memo rather than a new computation.
    public var cached: Bool

    public init(path: String, proposal: ProposedSize, response: Size, reason: TraceReason, depth: Int, cached: Bool) {
        self.path = path
        self.proposal = proposal
        self.response = response
        self.reason = reason
        self.depth = depth
        self.cached = cached
    }
}
