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
    /// Image files to draw instead of placeholders, by `Image("name")` name: PNG or JPEG bytes,
    /// embedded as `data:` URLs so the SVG stays self-contained.
    public var images: [String: ImageFile]

    public init(fixture: String, scenario: String, proposal: ProposedSize, canvas: Size, root: DiagramView,
                images: [String: ImageFile] = [:]) {
        self.fixture = fixture
        self.scenario = scenario
        self.proposal = proposal
        self.canvas = canvas
        self.root = root
        self.images = images
    }

    /// The names of every `Image` in the scene, in tree order, each once.
    public var imageNames: [String] {
        var names: [String] = []
        for view in allViews {
            if case .image(let name) = view.content, !names.contains(name) { names.append(name) }
        }
        return names
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
