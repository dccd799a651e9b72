import LayoutEngine

/// Writes the explanation of a traced layout (`LayoutOptions(recordsTrace: true)`).
///
/// The story follows the final proposals from the canvas down: each parent proposes to each child,
/// the child's own story is told, then its answer. Stacks tell their algorithm from the
/// `StackDecision` they recorded (spacing, priority groups, flexibility order, each offer with its
/// arithmetic, leftover or overflow, placement); every other container — including a custom
/// `Layout` — is told from its children's proposals and answers, which any primitive has.
public struct Explainer: Sendable {
    /// Whether to include a stack's 0/∞ probes of each child (`--probes`).
    public var includesProbes: Bool

    public init(includesProbes: Bool = false) {
        self.includesProbes = includesProbes
    }

    /// The steps for `result`, which the canvas proposed `proposal`.
    public func explain(_ result: LayoutResult, proposal: ProposedSize) -> Explanation {
        var story = Narration(result: result, includesProbes: includesProbes)
        story.tellRoot(proposal: proposal)
        return Explanation(steps: story.steps)
    }
}

/// The explanation being written: the steps so far and what they are told from.
struct Narration {
    let result: LayoutResult
    let includesProbes: Bool
    let names: ViewNames
    /// The stacks' decisions by path, in the order recorded.
    let decisions: [String: [StackDecision]]
    /// The probes of the trace by the probed view's path (only for `includesProbes`).
    let probes: [String: [TraceEntry]]
    /// What custom `Layout`s asked their subviews in the file's code, by the asked view's path.
    let layoutQueries: [String: [TraceEntry]]
    var steps: [ExplanationStep] = []

    init(result: LayoutResult, includesProbes: Bool) {
        self.result = result
        self.includesProbes = includesProbes
        self.names = ViewNames(names: result.narrative.names)
        self.decisions = Dictionary(grouping: result.narrative.stacks, by: \.path)
        self.probes = includesProbes
            ? Dictionary(grouping: result.trace.filter { !$0.cached && [.minimumProbe, .maximumProbe, .idealProbe].contains($0.reason) },
                         by: \.path)
            : [:]
        self.layoutQueries = Dictionary(grouping: result.trace.filter { $0.reason == .layoutQuery }, by: \.path)
    }

    typealias N = ExplanationNumbers

    mutating func add(_ kind: ExplanationStep.Kind, _ text: String, arithmetic: String? = nil, owner: String,
                      subject: String? = nil, proposal: ProposedSize? = nil, answer: Size? = nil) {
        steps.append(ExplanationStep(kind: kind, text: text, arithmetic: arithmetic, owner: owner, subject: subject,
                                     proposal: proposal, answer: answer))
    }

    mutating func tellRoot(proposal: ProposedSize) {
        let root = result.root
        let name = names.name(root)
        add(.proposal, "The canvas proposes \(N.proposal(proposal)) to \(name)", owner: "", subject: root.path,
            proposal: proposal)
        tell(root)
        let size = root.frame.size
        var centring: [String] = []
        for (letter, canvas, length, origin) in [("x", result.canvas.width, size.width, root.frame.x),
                                                 ("y", result.canvas.height, size.height, root.frame.y)]
            where canvas != length {
            centring.append("\(letter) = (\(N.format(canvas)) − \(N.format(length))) / 2 = \(N.format(origin))")
        }
        add(.answer, "\(name) becomes \(N.size(size)) and the canvas centres it at (\(N.format(root.frame.x)), \(N.format(root.frame.y)))",
            arithmetic: centring.isEmpty ? nil : centring.joined(separator: "; "), owner: "", subject: root.path,
            answer: size)
    }

    /// The story inside `view`: what it proposes to its children and what they answer.
    mutating func tell(_ view: PlacedView) {
        guard !view.children.isEmpty else { return }
        if let recorded = decisions[view.path],
           let decision = recorded.first(where: { $0.proposal == view.proposal }) ?? recorded.last {
            // A bordered button stacks its label views inside its insets: the insets come off the
            // proposal first, and the stack told is the label, not the button (issue 33: a
            // button "just 20.33 pt high" that then became 34.33).
            if let label = tellInsetProposal(of: view, inner: decision.proposal) {
                tellStack(view, decision, name: label)
            } else {
                tellStack(view, decision)
            }
        } else {
            tellTextFieldInsetProposal(of: view)
            tellContainer(view)
        }
        tellInsets(of: view)
    }

    /// Any container without a recorded decision: each child's proposal, story and answer, then
    /// where the children went when that is not the container's own corner.
    mutating func tellContainer(_ view: PlacedView) {
        let name = names.name(view)
        for child in view.children {
            tellLayoutQueries(of: child, by: view)
            if includesProbes { tellProbes(of: child, by: view) }
            add(.proposal, "\(name) proposes \(N.proposal(child.proposal)) to \(names.name(child))",
                owner: view.path, subject: child.path, proposal: child.proposal)
            tell(child)
            add(.answer, answerText(child), owner: view.path, subject: child.path, answer: child.frame.size)
        }
        for child in view.children where child.frame.origin != view.frame.origin {
            let x = child.frame.x - view.frame.x, y = child.frame.y - view.frame.y
            add(.placement, "\(name) places \(names.name(child)) at (\(N.format(x)), \(N.format(y))) in its own coordinates",
                owner: view.path, subject: child.path, answer: child.frame.size)
        }
    }

    /// What a custom `Layout` asked `child` in its own code (`subview.sizeThatFits(_:)`), each
    /// distinct proposal once, in the order it asked: the layout's reasoning, always told.
    mutating func tellLayoutQueries(of child: PlacedView, by parent: PlacedView) {
        var seen: Set<ProposedSize> = []
        for entry in layoutQueries[child.path] ?? [] where seen.insert(entry.proposal).inserted {
            add(.probe, "\(names.name(parent)) asks \(names.name(child)) for its size at \(N.proposal(entry.proposal)) and it answers \(N.size(entry.response))",
                owner: parent.path, subject: child.path, proposal: entry.proposal, answer: entry.response)
        }
    }

    /// The probes a container made of `child` besides the final proposal (for `--probes`).
    mutating func tellProbes(of child: PlacedView, by parent: PlacedView) {
        var seen: Set<ProposedSize> = [child.proposal]
        for entry in probes[child.path] ?? [] where !seen.contains(entry.proposal) {
            seen.insert(entry.proposal)
            add(.probe, "\(names.name(parent)) probes \(names.name(child)) with \(N.proposal(entry.proposal)) and it answers \(N.size(entry.response))",
                owner: parent.path, subject: child.path, proposal: entry.proposal, answer: entry.response)
        }
    }

    /// "Color.green accepts the proposal and becomes 100 × 80" or "Text answers 74 × 20.33".
    func answerText(_ view: PlacedView) -> String {
        let size = view.frame.size
        if view.proposal.width == size.width, view.proposal.height == size.height {
            return "\(names.name(view)) accepts the proposal and becomes \(N.size(size))"
        }
        return "\(names.name(view)) answers \(N.size(size))"
    }
}

extension Explainer {
    /// The name the steps give `view` ("frame(maxWidth: 100) of Rectangle (red)").
    public static func name(of view: PlacedView, in result: LayoutResult) -> String {
        ViewNames(names: result.narrative.names).name(view)
    }
}
