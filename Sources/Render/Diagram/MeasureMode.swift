/// Which views carry a measurement label (objc.io's `.measure()` overlay).
public enum MeasureMode: String, CaseIterable, Sendable {
    /// `marked` when the scenario marks any view with `.measure()`, otherwise `all`.
    case auto
    /// Every view whose size says something: leaves, stacks, and modifiers that change the size
    /// of what they wrap (a `frame` or `padding` whose frame differs from its child's).
    case all
    /// Only views marked with `.measure()` in the source.
    case marked
    /// No labels.
    case none
}

/// How diagrams are drawn.
public struct DiagramOptions: Sendable, Equatable {
    public var measure: MeasureMode
    /// Also label what each measured view was proposed (`proposed 200×nil`).
    public var showsProposals: Bool

    public init(measure: MeasureMode = .auto, showsProposals: Bool = false) {
        self.measure = measure
        self.showsProposals = showsProposals
    }
}
