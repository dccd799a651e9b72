import LayoutEngine
import ProjectReader

/// The rules applied to one laid-out cell of a scenario (`LintRule` says what each finds and
/// why). Views are visited depth first with their ancestors.
struct LintRuleVisitor {
    var scenario: Scenario
    var facts: LintSourceFacts
    var laidOut: LaidOutCell
    var baseline: LaidOutCell
    var enabled: Set<LintRule>
    private(set) var findings: [LintFinding] = []
    /// Frames of the baseline's views by key, for comparisons with the default size.
    private let baselineFrames: [String: PlacedView]
    /// Every source location that has a placed view in this cell (for `onTapGesture` receivers).
    private let placedSources: Set<SourceLocation>
    /// Tolerance for frame comparisons: half a point, more than any rounding to the pixel grid
    /// (at most 1/2 pt at @2x, `PixelGrid`).
    static let slack = 0.5
    /// Kinds that are interactive controls (the HIG's 44 × 44 pt applies to them).
    static let interactiveKinds: Set<String> = ["Button", "Toggle", "Link", "Menu"]
    /// Containers whose rows iOS makes at least 44 pt tall and as wide as the list, whatever the
    /// control in them, and taps anywhere in the row (UIKit's classic 44 pt row; unverified for
    /// every list style, docs/lint.md).
    static let rowContainers: Set<String> = ["List", "Form"]

    init(scenario: Scenario, facts: LintSourceFacts, laidOut: LaidOutCell, baseline: LaidOutCell, enabled: Set<LintRule>) {
        self.scenario = scenario
        self.facts = facts
        self.laidOut = laidOut
        self.baseline = baseline
        self.enabled = enabled
        var frames: [String: PlacedView] = [:]
        func collect(_ view: PlacedView) {
            frames[baseline.key(of: view)] = view
            view.children.forEach(collect)
        }
        collect(baseline.root)
        baselineFrames = frames
        var sources: Set<SourceLocation> = []
        func collectSources(_ view: PlacedView) {
            if let source = view.source { sources.insert(source) }
            view.children.forEach(collectSources)
        }
        if !facts.tapReceiverChains.isEmpty { collectSources(laidOut.root) }
        placedSources = sources
    }

    mutating func run() {
        visit(laidOut.root, ancestors: [])
    }

    private mutating func visit(_ view: PlacedView, ancestors: [PlacedView]) {
        if view.content == .text, view.text != nil { checkText(view, ancestors: ancestors) }
        if enabled.contains(.smallTapTarget), isInteractive(view), !ancestors.contains(where: { Self.rowContainers.contains($0.kind) }) {
            checkTapTarget(view, ancestors: ancestors)
        }
        // Only the outermost view of an overflow is reported; inside a ScrollView content may be
        // wider than the screen by design.
        if enabled.contains(.horizontalOverflow), overflows(view), ancestors.last.map({ !overflows($0) }) ?? true,
           !ancestors.contains(where: { $0.kind == "ScrollView" }) {
            report(.horizontalOverflow, at: view, ancestors: ancestors,
                   "\(view.kind) is wider than the screen or extends past its edge horizontally")
        }
        if enabled.contains(.overlap), view.children.count > 1 { checkOverlaps(among: view, ancestors: ancestors + [view]) }
        for child in view.children { visit(child, ancestors: ancestors + [view]) }
    }

    // MARK: Text

    private mutating func checkText(_ view: PlacedView, ancestors: [PlacedView]) {
        let truncated = facts.isTruncated(view)
        if let source = view.source, let fixed = facts.fixedWidths[source] {
            let broken = breakage(of: view, in: fixed)
            let brokenAtDefault = baselineFrames[baseline.key(of: view)].flatMap { breakage(of: $0, in: fixed) } != nil
            if let broken, !brokenAtDefault {
                if enabled.contains(.fixedFrameText) {
                    append(.fixedFrameText, source: fixed.source,
                           "Text in .frame(width: \(Self.number(fixed.width))) \(broken) at larger text sizes")
                }
                return
            }
        }
        guard truncated, enabled.contains(.textTruncated) else { return }
        report(.textTruncated, at: view, ancestors: ancestors, "Text is truncated \(truncationCause(of: view))")
    }

    /// How a text in a fixed-width frame is broken, if it is.
    private func breakage(of view: PlacedView, in fixed: LintSourceFacts.FixedWidth) -> String? {
        if facts.isTruncated(view) { return "is truncated" }
        if view.frame.width > fixed.width + Self.slack { return "is wider than its frame" }
        if facts.breaksInsideWord(view) { return "breaks inside a word" }
        return nil
    }

    /// What cut the text: its line limit when it shows that many lines, else a fixed frame or
    /// its parent's proposal (the height it was offered holds no more lines).
    private func truncationCause(of view: PlacedView) -> String {
        let lineCount = view.text?.lines.count ?? 0
        if let source = view.source, let limit = facts.lineLimits[source], lineCount >= max(limit, 1) {
            return "by .lineLimit(\(limit))"
        }
        if let source = view.source, facts.fixedWidths[source] != nil { return "by its fixed frame" }
        return "by the space its parent offers"
    }

    // MARK: Tap targets

    private func isInteractive(_ view: PlacedView) -> Bool {
        if Self.interactiveKinds.contains(view.kind) { return true }
        guard let source = view.source else { return false }
        // The nearest receiver of each `onTapGesture` that was placed as a view is this one.
        return facts.tapReceiverChains.contains { chain in chain.first(where: placedSources.contains) == source }
    }

    private mutating func checkTapTarget(_ view: PlacedView, ancestors: [PlacedView]) {
        let minimum = 44.0
        guard view.frame.width + 1e-9 < minimum || view.frame.height + 1e-9 < minimum else { return }
        // The outermost view placed for the same source (its modifiers) is what is tapped.
        if let parent = ancestors.last, parent.source == view.source { return }
        let name = Self.interactiveKinds.contains(view.kind) ? view.kind : "\(view.kind) with onTapGesture"
        report(.smallTapTarget, at: view, ancestors: ancestors, "\(name) is smaller than 44 x 44 pt")
    }

    // MARK: Overflow and overlap

    private func overflows(_ view: PlacedView) -> Bool {
        guard view.frame.width > 0 else { return false }
        return view.frame.x < -Self.slack || view.frame.maxX > laidOut.canvas.width + Self.slack
    }

    private mutating func checkOverlaps(among parent: PlacedView, ancestors: [PlacedView]) {
        // Sorted by top edge, each child is compared only with those that start above its bottom:
        // a stack's children, one below the other, cost one comparison each.
        let children = parent.children.enumerated().filter { $0.element.frame.width > 0 && $0.element.frame.height > 0 }
            .sorted { ($0.element.frame.y, $0.offset) < ($1.element.frame.y, $1.offset) }
        for (position, upper) in children.enumerated() {
            for lower in children[(position + 1)...] {
                guard lower.element.frame.y < upper.element.frame.maxY - Self.slack else { break }
                guard Self.overlap(upper.element.frame, lower.element.frame) else { continue }
                // In source order: the later sibling is the one reported.
                let (first, second) = upper.offset < lower.offset ? (upper.element, lower.element) : (lower.element, upper.element)
                if let before = baselineFrames[baseline.key(of: first)], let after = baselineFrames[baseline.key(of: second)],
                   Self.overlap(before.frame, after.frame) { continue }
                let (firstView, secondView) = (Self.modified(first), Self.modified(second))
                let firstLine = firstView.source.map { " (line \($0.line))" } ?? ""
                report(.overlap, at: secondView, ancestors: ancestors,
                       "\(secondView.kind) overlaps its sibling \(firstView.kind)\(firstLine)")
            }
        }
    }

    /// The view a chain of modifiers wraps: modifiers are placed as views named in lower case
    /// (`frame`, `padding`, `alignmentGuide`), the modified view first among their children.
    static func modified(_ view: PlacedView) -> PlacedView {
        var view = view
        while view.kind.first?.isLowercase == true, let primary = view.children.first { view = primary }
        return view
    }

    /// Whether two frames share more than the slack on both axes.
    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) - max(a.x, b.x) > slack && min(a.maxY, b.maxY) - max(a.y, b.y) > slack
    }

    // MARK: Reporting

    /// Reports at the view's source, else its nearest ancestor's, else the preview's line.
    private mutating func report(_ rule: LintRule, at view: PlacedView, ancestors: [PlacedView], _ what: String) {
        let source = view.source ?? ancestors.reversed().lazy.compactMap(\.source).first
        append(rule, source: source, what)
    }

    private mutating func append(_ rule: LintRule, source: SourceLocation?, _ what: String) {
        findings.append(LintFinding(rule: rule, file: source?.file ?? scenario.file, line: source?.line ?? scenario.line,
                                    column: source?.column ?? 1, what: what, cells: [laidOut.cell]))
    }

    static func number(_ value: Double) -> String { NumberText.format(value, decimals: 1) }
}
