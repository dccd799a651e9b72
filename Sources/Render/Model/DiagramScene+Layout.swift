import LayoutEngine

extension DiagramScene {
    /// The scene of a layout pass: `proposal` is what the scenario proposed (the dashed canvas),
    /// `layout` what the engine computed for it.
    public init(fixture: String, scenario: String, proposal: ProposedSize, layout: LayoutResult,
                images: [String: ImageFile] = [:]) {
        self.init(fixture: fixture, scenario: scenario, proposal: proposal, canvas: layout.canvas,
                  root: DiagramView(placed: layout.root), images: images)
    }
}

extension DiagramView {
    /// A placed view and its subtree. The secondaries of an `overlay`/`background` (every child
    /// after the first) are marked `isSecondary`; text lines get their baselines
    /// (`firstBaseline` + n × line height, as the engine stacks lines) and their offset for
    /// centred or trailing multiline alignment.
    public init(placed: PlacedView, isSecondary: Bool = false) {
        let hasSecondaries = placed.kind == "overlay" || placed.kind == "background"
        let children = placed.children.enumerated().map { index, child in
            DiagramView(placed: child, isSecondary: hasSecondaries && index > 0)
        }
        self.init(kind: placed.kind, label: placed.label, path: placed.path, frame: placed.frame,
                  displayFrame: placed.displayFrame, proposal: placed.proposal, isMeasured: placed.isMeasured,
                  style: placed.style, content: Self.content(of: placed), sourceLine: placed.source.flatMap { $0.file == nil ? $0.line : nil },
                  isSecondary: isSecondary, effect: placed.effect, children: children)
    }

    private static func content(of placed: PlacedView) -> Content {
        switch placed.content {
        case .none: return placed.children.isEmpty ? .nothing : .layout
        case .color(let color): return .color(color)
        case .shape(let shape): return .shape(shape)
        case .image(let name, _): return .image(name: name)
        case .spacer: return .spacer
        case .divider: return .divider
        case .chart(let drawing): return .chart(drawing)
        case .text:
            guard let text = placed.text else { return .nothing }
            let lines = text.lines.enumerated().map { index, line in
                let free = placed.frame.width - line.width
                let x: Double
                switch text.alignment {
                case .leading: x = 0
                case .center: x = free / 2
                case .trailing: x = free
                }
                return DiagramText.Line(text: line.text, width: line.width, x: x,
                                        baseline: text.firstBaseline + Double(index) * text.lineAdvance)
            }
            return .text(DiagramText(lines: lines, fontSize: text.font.size, fontWeight: text.font.weight.weightClass,
                                     font: text.font))
        }
    }
}
