import LayoutEngine
import Render

/// Redraws a recorded snapshot: the report's "before" picture needs no stored image, only the
/// snapshot's frames and contents. The "after" picture is drawn the same way from the new
/// snapshot, so the two differ only where the layout does.
extension LayoutSnapshot {
    public func diagramScene(fixture: String) -> DiagramScene {
        var stack: [(depth: Int, view: DiagramView)] = []
        var roots: [DiagramView] = []
        func close(to depth: Int) {
            while let last = stack.last, last.depth >= depth {
                stack.removeLast()
                if let parentIndex = stack.indices.last {
                    stack[parentIndex].view.children.append(last.view)
                } else {
                    roots.append(last.view)
                }
            }
        }
        for (index, view) in views.enumerated() {
            close(to: view.depth)
            let parentKind = stack.last?.view.kind
            let parentPath = stack.last?.view.path ?? ""
            let isSecondary = (parentKind == "overlay" || parentKind == "background")
                && !view.path.hasPrefix(parentPath + "[0]/")
            stack.append((view.depth, Self.diagramView(view, isSecondary: isSecondary, order: index)))
        }
        close(to: 0)
        let root = roots.first ?? DiagramView(kind: "EmptyView", label: "EmptyView", path: "EmptyView",
                                              frame: Rect(x: 0, y: 0, width: 0, height: 0), content: .nothing)
        let canvas = self.canvas ?? Self.canvas(impliedBy: proposal, rootSize: root.frame.size)
        return DiagramScene(fixture: fixture, scenario: scenario, proposal: proposal, canvas: canvas, root: root)
    }

    static func diagramView(_ view: SnapshotView, isSecondary: Bool, order: Int) -> DiagramView {
        let tokens = SnapshotContent.tokens(view.content)
        func value(_ key: String) -> String? { tokens.first { $0.0 == key }?.1 }
        var style = ViewStyle.plain
        style.fill = value("fill").flatMap(SnapshotContent.color)
        style.stroke = value("stroke").flatMap(SnapshotContent.color)
        if let width = value("lineWidth").flatMap(Double.init) { style.lineWidth = width }
        style.control = value("control").flatMap(ControlDrawing.init(token:))
        style.clipsContent = tokens.contains { $0.0 == "clips" }
        let content: DiagramView.Content
        if let color = value("color").flatMap(SnapshotContent.color) {
            content = .color(color)
        } else if let shape = value("shape").flatMap(SnapshotContent.shape) {
            content = .shape(shape)
        } else if let name = value("image") {
            content = .image(name: name)
        } else if let text = value("text") {
            let size = value("font").flatMap(Double.init) ?? 17
            let baseline = value("baseline").flatMap(Double.init) ?? size * 0.8
            let leading = value("leading").flatMap(Double.init) ?? size * 1.2
            let widths = (value("widths") ?? "").split(separator: ",").map { Double(String($0)) ?? 0 }
            let alignment = value("align") ?? "leading"
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
                let width = index < widths.count ? widths[index] : 0
                // Multiline alignment moves each line within the text's frame, as SwiftUI draws it.
                let slack = max(view.frame.width - width, 0)
                let x = alignment == "center" ? slack / 2 : (alignment == "trailing" ? slack : 0)
                return DiagramText.Line(text: String(line), width: width, x: x, baseline: baseline + Double(index) * leading)
            }
            content = .text(DiagramText(lines: lines, fontSize: size, fontWeight: value("weight").flatMap(Int.init) ?? 400))
        } else if tokens.contains(where: { $0.0 == "spacer" }) {
            content = .spacer
        } else if tokens.contains(where: { $0.0 == "divider" }) {
            content = .divider
        } else if view.kind == "EmptyView" {
            content = .nothing
        } else {
            content = .layout
        }
        return DiagramView(kind: view.kind, label: view.label, path: view.path, frame: view.frame,
                           displayFrame: view.frame, isMeasured: tokens.contains { $0.0 == "measured" },
                           style: style, content: content, isSecondary: isSecondary,
                           effect: SnapshotContent.effect(tokens))
    }
}
