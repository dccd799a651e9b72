import LayoutEngine

/// One numbered step of an explanation: one sentence, and the arithmetic behind its number when
/// it has one — "The HStack offers Color.blue one third of the 600 pt available: (620 − 2 × 10) / 3 = 200."
public struct ExplanationStep: Hashable, Sendable {
    /// What the step is about, so pages can draw it and tests can find it.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A parent (or the canvas) proposes a size to a child.
        case proposal
        /// A stack subtracts the spacing between its children.
        case spacing
        /// A stack asks a child for its length at 0 and at ∞ (shown with `--probes`).
        case probe
        /// A stack serves its priority groups, highest first, and sets aside the minima of later ones.
        case priority
        /// A stack orders its children by flexibility.
        case order
        /// A stack offers a child its share of what is left.
        case offer
        /// A child answers with its size.
        case answer
        /// What a stack's children took in total: leftover or overflow.
        case total
        /// Where a container puts its children.
        case placement
        /// A padding or a control's style adds space around its child (and where the amounts come from).
        case inset
    }

    public var kind: Kind
    /// The words, without a final full stop: exactly one sentence.
    public var text: String
    /// The calculation that gives the step's number, e.g. `(620 − 2 × 10) / 3 = 200`.
    public var arithmetic: String?
    /// The view whose decision this is (its path); "" for the canvas.
    public var owner: String
    /// The view the step is about, when it concerns one (the child proposed to, answering, …).
    public var subject: String?
    /// The proposal the subject receives in this step, for drawing as a dashed rectangle.
    public var proposal: ProposedSize?
    /// The size the subject answers in this step, for drawing as a solid rectangle.
    public var answer: Size?

    public init(kind: Kind, text: String, arithmetic: String? = nil, owner: String, subject: String? = nil,
                proposal: ProposedSize? = nil, answer: Size? = nil) {
        self.kind = kind
        self.text = text
        self.arithmetic = arithmetic
        self.owner = owner
        self.subject = subject
        self.proposal = proposal
        self.answer = answer
    }

    /// The step as one sentence: the words, then the arithmetic after a colon, then a full stop.
    public var sentence: String {
        guard let arithmetic else { return text + "." }
        return text + ": " + arithmetic + "."
    }
}
