import Explain
import LayoutEngine
import Templating

/// The values of a scenario's step-through: per step its sentence, its permalink id and the
/// rectangles the page draws over the diagram — the view being asked (highlighted), what it is
/// proposed (dashed) and what it answers (solid) — in canvas coordinates, which are the diagram's
/// SVG user units. The check report uses it too.
public enum StepThrough {
    public static func values(_ explanation: Explanation, scene: DiagramScene, anchor: String) -> [TemplateValue] {
        var frames: [String: Rect] = [:]
        for view in scene.allViews { frames[view.path] = view.frame }
        return explanation.steps.enumerated().map { index, step in
            let path = step.subject ?? step.owner
            let frame = frames[path] ?? frames[scene.root.path]
            let number = String(index + 1)
            // The canvas's proposal is the canvas itself; a parent's is drawn from the child's corner.
            let corner = step.owner.isEmpty ? Rect(x: 0, y: 0, width: scene.canvas.width, height: scene.canvas.height) : frame
            let proposal = corner.flatMap { frame in step.proposal.map { box(proposalRect($0, at: frame, canvas: scene.canvas)) } }
            let answer = frame.flatMap { frame in step.answer.map { box(Rect(origin: frame.origin, size: $0)) } }
            return .object(TemplateObject([
                "number": .string(number),
                "id": .string(anchor + "-step-" + number),
                "kind": .string(step.kind.rawValue),
                "sentence": .string(step.sentence),
                "subject": .string(path),
                "highlight": .string(frame.map(box) ?? ""),
                "proposal": .string(proposal ?? ""),
                "answer": .string(answer ?? ""),
            ]))
        }
    }

    /// The proposal drawn from the view's corner: an unspecified axis takes the view's own length
    /// (it asked for the ideal), an infinite one reaches the canvas edge.
    static func proposalRect(_ proposal: ProposedSize, at frame: Rect, canvas: Size) -> Rect {
        func length(_ offered: Double?, own: Double, room: Double) -> Double {
            guard let offered else { return own }
            return offered.isFinite ? offered : max(own, room)
        }
        return Rect(origin: frame.origin, size: Size(
            width: length(proposal.width, own: frame.width, room: canvas.width - frame.x),
            height: length(proposal.height, own: frame.height, room: canvas.height - frame.y)))
    }

    /// `x y width height`, as the page's script reads it.
    /// Written as bytes into one buffer: a site has tens of thousands of these, and appending
    /// to a `String` piece by piece cost more than formatting the numbers.
    static func box(_ rect: Rect) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(48)
        for value in [rect.x, rect.y, rect.width, rect.height] {
            if !text.isEmpty { text.append(UInt8(ascii: " ")) }
            text.appendUTF8(DiagramNumber.format(value))
        }
        return String(decoding: text, as: UTF8.self)
    }
}
