import LayoutEngine

/// Everything one diagram shows: a laid-out scenario, in the renderer's own terms.
///
/// The renderer draws frames that were already computed; it never lays anything out. A scene is
/// built from the engine's `LayoutResult` (`DiagramScene(fixture:scenario:layout:)`) or, in
/// tests and from stored snapshots, directly.
public struct DiagramScene: Sendable, Equatable {
    /// The fixture (file) the scenario comes from, without extension (`seed-001`).
    public var fixture: String
    /// The scenario's name as written in the source (`HStack 620`).
    public var scenario: String
    /// The proposal the root was laid out in (the dashed canvas); `nil` axes were "ideal".
    public var proposal: ProposedSize
    /// The canvas size the layout pass used (the proposal with ideal axes resolved).
    public var canvas: Size
    public var root: DiagramView

    public init(fixture: String, scenario: String, proposal: ProposedSize, canvas: Size, root: DiagramView) {
        self.fixture = fixture
        self.scenario = scenario
        self.proposal = proposal
        self.canvas = canvas
        self.root = root
    }

    /// Every view in tree order (parents before children, children in order).
    public var allViews: [DiagramView] {
        var result: [DiagramView] = []
        func visit(_ view: DiagramView) {
            result.append(view)
            view.children.forEach(visit)
        }
        visit(root)
        return result
    }
}
