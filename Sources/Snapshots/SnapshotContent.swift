import LayoutEngine

/// The `content` field of a snapshot view: what a leaf draws, in a form that reads well and is
/// enough to redraw the view in a report.
enum SnapshotContent {
    static func describe(_ view: PlacedView) -> String {
        switch view.content {
        case .none: return ""
        case .color(let color): return "color=\(color)"
        case .shape(let shape):
            let fill = view.style.fill.map { " fill=\($0)" } ?? ""
            let stroke = view.style.stroke.map { " stroke=\($0)" } ?? ""
            return "shape=\(shape.name)\(fill)\(stroke)"
        case .image(let name, _): return "image=\(name)"
        case .text:
            let lines = view.text?.lines.map(\.text).joined(separator: "\n") ?? ""
            return "text=\(SnapshotQuoting.quote(lines))"
        case .spacer: return "spacer"
        case .divider: return "divider"
        }
    }
}
