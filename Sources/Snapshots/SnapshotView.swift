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
    /// Where the view is written (`DrinkRow.swift:8`, and the type whose body holds it), known
    /// for a layout in memory and never written to the file: a line inserted above a view would
    /// otherwise change every later view's line. Not part of equality.
    public var source: ViewSource?

    public init(path: String, kind: String, label: String, depth: Int, frame: Rect, content: String = "",
                source: ViewSource? = nil) {
        self.path = path
        self.kind = kind
        self.label = label
        self.depth = depth
        self.frame = frame
        self.content = content
        self.source = source
    }

    public static func == (lhs: SnapshotView, rhs: SnapshotView) -> Bool {
        lhs.path == rhs.path && lhs.kind == rhs.kind && lhs.label == rhs.label && lhs.depth == rhs.depth
            && lhs.frame == rhs.frame && lhs.content == rhs.content
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(kind)
        hasher.combine(label)
        hasher.combine(depth)
        hasher.combine(content)
    }
}

/// Where a view is written: its file (as the user names it), line, and the type whose
/// declaration holds that line (`DrinkRow`), when known.
public struct ViewSource: Hashable, Sendable {
    public var file: String
    public var line: Int
    public var typeName: String?

    public init(file: String, line: Int, typeName: String? = nil) {
        self.file = file
        self.line = line
        self.typeName = typeName
    }

    /// `App/DrinkRow.swift:8`.
    public var location: String { "\(file):\(line)" }
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
