/// What a stack decided when it was placed, step by step, as its algorithm ran: the numbers an
/// explanation needs ("(620 − 2 × 10) / 3 = 200") that the proposal/response trace alone does not
/// carry — spacing, priorities, the 0/∞ probe answers, the order and each offer's arithmetic.
///
/// Recorded only when `LayoutOptions.recordsTrace` is set, once per stack and placement proposal
/// (placements are memoised), so a pass without a trace pays nothing for it.
public struct StackDecision: Hashable, Sendable {
    /// One child as the stack saw it.
    public struct Child: Hashable, Sendable {
        public var path: String
        /// The distance between this child and the previous one (0 for the first).
        public var spacingBefore: Double
        public var priority: Double
        /// The length along the stack's axis for a 0 proposal (the minimum probe).
        public var minimum: Double
        /// The length along the stack's axis for an ∞ proposal (the maximum probe).
        public var maximum: Double
        /// `maximum − minimum`, the quantity the stack sorts by (seed 002).
        public var flexibility: Double
        /// The length the child finally took along the stack's axis.
        public var length: Double
        /// Where the child sits, in the stack's coordinates.
        public var origin: Point
    }

    /// One offer: what was left, among how many, what was offered, what was taken.
    public struct Offer: Hashable, Sendable {
        /// Index of the child in `children` (source order).
        public var child: Int
        /// Index of the priority group in `groups`.
        public var group: Int
        /// The length still to distribute before this offer.
        public var available: Double
        /// How many children of the group were still waiting, this one included.
        public var remaining: Int
        /// `max(available / remaining, 0)`.
        public var offer: Double
        /// The length the child answered along the stack's axis.
        public var answer: Double
    }

    /// The stack's path.
    public var path: String
    public var axis: Axis
    /// The proposal the stack was placed with (a nil minor axis is replaced by the stack's own
    /// minor size before distributing, as SwiftUI's stacks do).
    public var proposal: ProposedSize
    /// The guide the children line up on across the axis (`center`, `top`, `firstTextBaseline`…).
    public var alignment: String
    public var children: [Child]
    /// Priority groups in the order served (highest priority first), each in the order its
    /// children are offered space (least flexible first).
    public var groups: [[Int]]
    /// The minimum lengths of the lower-priority groups, set aside before the first group.
    public var reserved: Double
    /// The offers in the order they were made; empty when the axis was unspecified (every child
    /// is then asked for its ideal length).
    public var offers: [Offer]
    /// The size the stack chose.
    public var size: Size

    public init(path: String, axis: Axis, proposal: ProposedSize, alignment: String) {
        self.path = path
        self.axis = axis
        self.proposal = proposal
        self.alignment = alignment
        self.children = []
        self.groups = []
        self.reserved = 0
        self.offers = []
        self.size = .zero
    }

    /// The sum of the spacing between neighbours.
    public var totalSpacing: Double { children.reduce(0) { $0 + $1.spacingBefore } }
}

/// What containers recorded about their decisions in a traced pass, beside the trace, and the
/// descriptive names of views an explanation uses ("frame(maxWidth: 100)").
public struct LayoutNarrative: Sendable {
    /// Every stack's decision, in the order the stacks were placed.
    public var stacks: [StackDecision]
    /// Descriptive names by view path, for primitives that can say more than their kind.
    public var names: [String: String]

    public init(stacks: [StackDecision] = [], names: [String: String] = [:]) {
        self.stacks = stacks
        self.names = names
    }
}

/// A primitive that can name itself with its arguments in an explanation
/// (`frame(minWidth: 90, maxWidth: 200)` rather than `frame`).
public protocol NarratedPrimitive {
    var narrationName: String { get }
}
