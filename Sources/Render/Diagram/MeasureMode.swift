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
    /// `--labels` spells the modes as the issue names them; `measured` is `marked`.
    public static func labelPolicy(_ name: String) -> MeasureMode? {
        switch name {
        case "auto": .auto
        case "leaves": .leaves
        case "measured": .marked
        case "all": .all
        case "none": MeasureMode.none
        default: nil
        }
    }
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
