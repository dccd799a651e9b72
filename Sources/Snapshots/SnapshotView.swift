import LayoutEngine

/// One view in a snapshot: where SwiftUI displays it (its frame rounded to the pixel grid) and
/// enough about what it shows to redraw it.
public struct SnapshotView: Hashable, Sendable {
    /// Stable address, e.g. `HStack[1]/frame/Color`; views are matched across snapshots by it.
    public var path: String
    public var kind: String
    public var label: String
    /// Nesting depth (the root is 0).
    public var depth: Int
    /// The displayed frame, in points, rounded as SwiftUI displays it.
    public var frame: Rect
    /// What the view draws: `color=blue`, `shape=circle`, `text=…`, `image=name`; empty for
    /// containers and modifiers.
    public var content: String

    public init(path: String, kind: String, label: String, depth: Int, frame: Rect, content: String = "") {
        self.path = path
        self.kind = kind
        self.label = label
        self.depth = depth
        self.frame = frame
        self.content = content
    }
}

/// One computed (not memoised) proposal and response of the layout pass.
public struct SnapshotTraceStep: Hashable, Sendable {
    public var depth: Int
    public var path: String
    public var proposal: ProposedSize
    public var response: Size
    public var reason: String

    public init(depth: Int, path: String, proposal: ProposedSize, response: Size, reason: String) {
        self.depth = depth
        self.path = path
        self.proposal = proposal
        self.response = response
        self.reason = reason
    }
}
