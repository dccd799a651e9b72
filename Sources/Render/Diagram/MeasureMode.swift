/// Which views carry a measurement label (objc.io's `.measure()` overlay).
public enum MeasureMode: String, CaseIterable, Sendable {
    /// `marked` when the scenario marks any view with `.measure()`, otherwise `all`.
    case auto
    /// Every view whose size says something: leaves, stacks, and modifiers that change the size
    /// of what they wrap (a `frame` or `padding` whose frame differs from its child's).
    case all
    /// Only views marked with `.measure()` in the source.
    case marked
    /// Leaves (views that draw something: colours, shapes, text, images) and marked views.
    case leaves
    /// No labels.
    case none
}

extension MeasureMode {
    /// The word `render --labels` takes for this mode: the mode's name, except that the views
    /// marked with `.measure()` are `measured` (`marked` is the spelling of the deprecated
    /// `--measure`).
    public var labelPolicy: String {
        self == .marked ? "measured" : rawValue
    }

    /// The mode `render --labels <policy>` names, or nil for another word.
    public init?(labelPolicy: String) {
        guard let mode = MeasureMode.allCases.first(where: { $0.labelPolicy == labelPolicy }) else { return nil }
        self = mode
    }
}

/// Which appearance a diagram is drawn in.
public enum DiagramTheme: String, CaseIterable, Sendable {
    /// Light by default, dark when the viewer prefers it (`prefers-color-scheme`), from one SVG.
    case auto
    /// Always the light appearance.
    case light
    /// Always the dark appearance.
    case dark
}

/// How diagrams are drawn.
public struct DiagramOptions: Sendable, Equatable {
    public var measure: MeasureMode
    /// Also label what each measured view was proposed (`proposed 200×nil`).
    public var showsProposals: Bool
    public var theme: DiagramTheme
    /// Paint the background; false leaves it transparent, for embedding on a page of any colour.
    public var drawsBackground: Bool

    public init(measure: MeasureMode = .auto, showsProposals: Bool = false, theme: DiagramTheme = .auto,
                drawsBackground: Bool = true) {
        self.measure = measure
        self.showsProposals = showsProposals
        self.theme = theme
        self.drawsBackground = drawsBackground
    }
}
