import LayoutEngine
import Render

/// The report's diff picture of one scenario: the before frame of every changed or removed
/// view as a dashed ghost, the after frame solid, and each changed view marked three ways — a
/// thick outline with corner ticks (shape), a Δ label on its edge (text), and an accent colour —
/// so the change reads without colour vision. Added views carry a `+` label, removed ones `−`.
public struct DiffDiagram {
    public var id: String
    public var before: LayoutSnapshot
    public var after: LayoutSnapshot
    public var comparison: ScenarioComparison

    public init(id: String, before: LayoutSnapshot, after: LayoutSnapshot, comparison: ScenarioComparison) {
        self.id = id
        self.before = before
        self.after = after
        self.comparison = comparison
    }

    static let margin = 8.0

    public var svg: String {
        // A chain of modifiers that moved together (layoutPriority → relativeProposed → Color)
        // is drawn and labelled once, by its innermost view.
        var seen = Set<[Double]>()
        let changes = comparison.changes.reversed().filter { change in
            seen.insert([change.before.x, change.before.y, change.before.width, change.before.height,
                         change.after.x, change.after.y, change.after.width, change.after.height]).inserted
        }.reversed()
        let changedPaths = Set(comparison.changes.map(\.path))
        let addedPaths = Set(comparison.addedViews.map(\.path))
        var content: [XMLElement] = []
        var bounds = Rect(x: 0, y: 0, width: canvasWidth(after), height: canvasHeight(after))
        for view in before.views + after.views { bounds = bounds.union(view.frame) }
        var canvas = XMLElement("rect", ["class": "canvas"])
        canvas.set("x", 0.5)
        canvas.set("y", 0.5)
        canvas.set("width", max(canvasWidth(after) - 1, 0))
        canvas.set("height", max(canvasHeight(after) - 1, 0))
        content.append(canvas)
        // Unchanged leaves as a faint context.
        for view in after.views where view.content != "" && !changedPaths.contains(view.path) && !addedPaths.contains(view.path) {
            content.append(rect(view.frame, class: "same", title: view.label))
        }
        var placed = LabelSlots()
        for view in comparison.removedViews {
            content.append(rect(view.frame, class: "ghost removed", title: "removed: \(view.label)"))
            let text = "− " + view.label
            content.append(label(text, at: placed.free(for: text, near: Point(x: view.frame.x + 3, y: view.frame.y + 12)), class: "tag removed"))
        }
        for change in changes {
            content.append(rect(change.before, class: "ghost", title: "before: \(change.label)"))
        }
        for change in changes {
            content.append(rect(change.after, class: "changed", title: "\(change.label): \(change.summary)"))
            content.append(ticks(change.after))
            for (text, point) in deltaLabels(change) {
                content.append(label(text, at: placed.free(for: text, near: point), class: "tag changed"))
            }
        }
        for view in comparison.addedViews {
            content.append(rect(view.frame, class: "added", title: "added: \(view.label)"))
            let text = "+ " + view.label
            content.append(label(text, at: placed.free(for: text, near: Point(x: view.frame.x + 3, y: view.frame.y + 12)), class: "tag added"))
        }
        for slot in placed.taken { bounds = bounds.union(slot) }
        let box = Rect(x: bounds.x - Self.margin, y: bounds.y - Self.margin,
                       width: bounds.width + 2 * Self.margin, height: bounds.height + 2 * Self.margin)
        var svg = XMLElement("svg", ["xmlns": "http://www.w3.org/2000/svg", "id": id])
        svg.set("width", box.width)
        svg.set("height", box.height)
        svg.set("viewBox", [box.x, box.y, box.width, box.height].map(DiagramNumber.format).joined(separator: " "))
        svg.set("role", "img")
        svg.set("aria-labelledby", "\(id)-title \(id)-desc")
        svg.append(XMLElement("title", ["id": "\(id)-title"], text: "Changes in \(after.scenario)"))
        svg.append(XMLElement("desc", ["id": "\(id)-desc"], text: description))
        svg.append(XMLElement("style", text: Self.css(id)))
        for element in content { svg.append(element) }
        return svg.serialized() + "\n"
    }

    /// One sentence per change for `<desc>` and screen readers.
    public var description: String {
        var parts = comparison.changes.map(\.summary)
        parts += comparison.addedViews.map { "added \($0.label)" }
        parts += comparison.removedViews.map { "removed \($0.label)" }
        return parts.isEmpty ? "No change." : parts.joined(separator: "; ")
    }

    private func canvasWidth(_ snapshot: LayoutSnapshot) -> Double {
        snapshot.proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? snapshot.views.first?.frame.maxX ?? 0
    }

    private func canvasHeight(_ snapshot: LayoutSnapshot) -> Double {
        snapshot.proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? snapshot.views.first?.frame.maxY ?? 0
    }

    private func rect(_ frame: Rect, class name: String, title: String) -> XMLElement {
        var element = XMLElement("rect", ["class": name])
        element.set("x", frame.x + 0.5)
        element.set("y", frame.y + 0.5)
        element.set("width", max(frame.width - 1, 0))
        element.set("height", max(frame.height - 1, 0))
        element.append(XMLElement("title", text: title))
        return element
    }

    /// Corner ticks: the changed view's shape signal.
    private func ticks(_ frame: Rect) -> XMLElement {
        let length = min(8, frame.width / 2, frame.height / 2)
        var path = ""
        for (x, y, sx, sy) in [(frame.x, frame.y, 1.0, 1.0), (frame.maxX, frame.y, -1.0, 1.0),
                               (frame.x, frame.maxY, 1.0, -1.0), (frame.maxX, frame.maxY, -1.0, -1.0)] {
            path += "M\(DiagramNumber.format(x + sx * length)) \(DiagramNumber.format(y))"
            path += "H\(DiagramNumber.format(x))V\(DiagramNumber.format(y + sy * length))"
        }
        return XMLElement("path", ["class": "ticks", "d": path])
    }

    /// Δ labels on the edges that moved: width under the bottom edge, height beside the right
    /// edge, position above the top-left corner.
    private func deltaLabels(_ change: ViewChange) -> [(String, Point)] {
        var labels: [(String, Point)] = []
        let frame = change.after
        if change.dx != 0 || change.dy != 0 {
            var text = "\(change.label)"
            if change.dx != 0 { text += " Δx \(change.signed(change.dx))" }
            if change.dy != 0 { text += " Δy \(change.signed(change.dy))" }
            labels.append((text, Point(x: frame.x, y: frame.y - 4)))
        }
        if change.dw != 0 {
            labels.append(("Δw \(change.signed(change.dw)) → \(ReportNumber.format(frame.width, scale: change.scale))",
                           Point(x: frame.x + 2, y: frame.maxY + 12)))
        }
        if change.dh != 0 {
            labels.append(("Δh \(change.signed(change.dh)) → \(ReportNumber.format(frame.height, scale: change.scale))",
                           Point(x: frame.maxX + 3, y: frame.y + frame.height / 2)))
        }
        if labels.isEmpty { labels.append((change.label, Point(x: frame.x, y: frame.y - 4))) }
        return labels
    }

    private func label(_ text: String, at point: Point, class name: String) -> XMLElement {
        var element = XMLElement("text", ["class": name], text: text)
        element.set("x", point.x)
        element.set("y", point.y)
        return element
    }

    /// Keeps labels from overlapping: a label that would cover one already placed moves down a
    /// line until it fits. Widths are estimated at 6.5 pt per character of 11-pt text.
    struct LabelSlots {
        var taken: [Rect] = []

        mutating func free(for text: String, near point: Point) -> Point {
            var candidate = point
            let width = Double(text.count) * 6.5, height = 13.0
            func box(_ p: Point) -> Rect { Rect(x: p.x, y: p.y - 10, width: width, height: height) }
            var attempts = 0
            while attempts < 40, taken.contains(where: { Self.overlap($0, box(candidate)) }) {
                candidate.y += height
                attempts += 1
            }
            taken.append(box(candidate))
            return candidate
        }

        static func overlap(_ a: Rect, _ b: Rect) -> Bool {
            a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
        }
    }

    /// The label halo is `text.tag` (element and class), more specific than the state classes, so
    /// a `.changed{stroke}` rule never paints a label's halo in the label's own colour.
    static func css(_ id: String) -> String {
        """
        #\(id) .canvas{fill:none;stroke:#8e8e93;stroke-dasharray:4 3}
        #\(id) .same{fill:#e5e5ea;stroke:#c7c7cc}
        #\(id) .ghost{fill:none;stroke:#636366;stroke-width:1.5;stroke-dasharray:5 3}
        #\(id) .removed{stroke:#d70015}
        #\(id) .changed{fill:rgba(255,149,0,.18);stroke:#c93400;stroke-width:2.5}
        #\(id) .ticks{fill:none;stroke:#c93400;stroke-width:3}
        #\(id) .added{fill:rgba(52,199,89,.18);stroke:#248a3d;stroke-width:2.5;stroke-dasharray:1 3}
        #\(id) .tag{font:600 11px system-ui,-apple-system,sans-serif;font-variant-numeric:tabular-nums;paint-order:stroke;stroke-width:3px}
        #\(id) text.tag{stroke:#fff}
        #\(id) .tag.changed{fill:#c93400}
        #\(id) .tag.added{fill:#248a3d}
        #\(id) .tag.removed{fill:#d70015}
        @media (prefers-color-scheme: dark){
        #\(id) .same{fill:#2c2c2e;stroke:#48484a}
        #\(id) .ghost{stroke:#aeaeb2}
        #\(id) text.tag{stroke:#1c1c1e}
        #\(id) .changed{stroke:#ffb340}
        #\(id) .ticks{stroke:#ffb340}
        #\(id) .tag.changed{fill:#ffb340}
        }
        """
    }
}
