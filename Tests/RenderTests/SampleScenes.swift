import LayoutEngine
@testable import Render

/// Hand-built laid-out scenes with frames taken from the seed articles, so renderer tests do not
/// depend on the engine or the text measurer.
enum SampleScenes {
    static func view(_ kind: String, _ label: String, _ path: String, _ x: Double, _ y: Double, _ width: Double,
                     _ height: Double, content: DiagramView.Content = .layout, proposal: ProposedSize = .unspecified,
                     measured: Bool = false, style: ViewStyle = .plain, secondary: Bool = false,
                     children: [DiagramView] = []) -> DiagramView {
        DiagramView(kind: kind, label: label, path: path, frame: Rect(x: x, y: y, width: width, height: height),
                    proposal: proposal, isMeasured: measured, style: style, content: content,
                    isSecondary: secondary, children: children)
    }

    /// Seed 001, first example: `HStack(spacing: 10) { Color.blue.relativeProposed(width: 0.5);
    /// Color.green; Color.yellow }.border(.primary).frame(height: 80)` in 620 pt.
    /// The article's arithmetic: the stack proposes (620 − 20) / 3 = 200 to the modifier, which
    /// proposes 100 to blue; 620 − 20 − 100 = 500 remain for green and yellow, 250 each.
    /// x positions: blue 0, green 100 + 10 = 110, yellow 110 + 250 + 10 = 370.
    static func seed001(scenario: String = "HStack 620, blue relative 0.5") -> DiagramScene {
        let blue = view("Color", "Color.blue", "frame/overlay/HStack/relativeProposed/Color", 0, 0, 100, 80,
                        content: .color(.system(.blue)), proposal: ProposedSize(width: 100, height: 80))
        let modifier = view("relativeProposed", "relativeProposed(width: 0.5)", "frame/overlay/HStack/relativeProposed",
                            0, 0, 100, 80, proposal: ProposedSize(width: 200, height: 80), children: [blue])
        let green = view("Color", "Color.green", "frame/overlay/HStack/Color[1]", 110, 0, 250, 80,
                         content: .color(.system(.green)), proposal: ProposedSize(width: 250, height: 80))
        let yellow = view("Color", "Color.yellow", "frame/overlay/HStack/Color[2]", 370, 0, 250, 80,
                          content: .color(.system(.yellow)), proposal: ProposedSize(width: 250, height: 80))
        let stack = view("HStack", "HStack(spacing: 10)", "frame/overlay/HStack", 0, 0, 620, 80,
                         proposal: ProposedSize(width: 620, height: 80), children: [modifier, green, yellow])
        let border = view("Rectangle", "border(.primary)", "frame/overlay/Rectangle", 0, 0, 620, 80,
                          content: .shape(.rectangle), style: ViewStyle(stroke: .system(.primary)), secondary: true)
        let overlay = view("overlay", "border(.primary)", "frame/overlay", 0, 0, 620, 80, children: [stack, border])
        let root = view("frame", "frame(height: 80)", "frame", 0, 0, 620, 80,
                        proposal: ProposedSize(width: 620, height: nil), children: [overlay])
        return DiagramScene(fixture: "seed-001", scenario: scenario, proposal: ProposedSize(width: 620, height: nil),
                            canvas: Size(width: 620, height: 80), root: root)
    }

    /// Seed 002: a 175 pt wide stack in a 150 pt proposal overflows; centred, it sticks out
    /// (175 − 150) / 2 = 12.5 pt on each side.
    static func overflow() -> DiagramScene {
        let text = DiagramText(lines: [.init(text: "Hello, World", width: 95.5, baseline: 16)], fontSize: 17)
        let label = view("Text", "Text(\"Hello, World\")", "HStack/Text", -12.5, 0, 95.5, 22, content: .text(text))
        let box = view("Color", "Color.red", "HStack/frame/Color", 91, 0, 71.5, 22, content: .color(.system(.red)))
        let frame = view("frame", "frame(width: 71.5)", "HStack/frame", 91, 0, 71.5, 22, children: [box])
        let stack = view("HStack", "HStack", "HStack", -12.5, 0, 175, 22, children: [label, frame])
        return DiagramScene(fixture: "seed-002", scenario: "Overflow 150", proposal: ProposedSize(width: 150, height: 22),
                            canvas: Size(width: 150, height: 22), root: stack)
    }

    /// Every kind of content once, for coverage of the drawing code.
    static func everything(scenario: String = "Everything") -> DiagramScene {
        let children = [
            view("Circle", "Circle()", "VStack/Circle", 0, 0, 40, 40, content: .shape(.circle), measured: true),
            view("RoundedRectangle", "RoundedRectangle(cornerRadius: 8)", "VStack/RoundedRectangle", 0, 48, 40, 40,
                 content: .shape(.roundedRectangle(cornerRadius: 8)), style: ViewStyle(fill: .system(.orange))),
            view("Capsule", "Capsule()", "VStack/Capsule", 0, 96, 60, 20, content: .shape(.capsule),
                 style: ViewStyle(stroke: .rgb(red: 1, green: 0.5, blue: 0, opacity: 0.8), lineWidth: 2)),
            view("Ellipse", "Ellipse()", "VStack/Ellipse", 0, 124, 60, 30, content: .shape(.ellipse)),
            view("Image", "Image(\"photo\")", "VStack/Image", 0, 162, 60, 40, content: .image(name: "photo")),
            view("Spacer", "Spacer()", "VStack/Spacer", 0, 210, 60, 8, content: .spacer),
            view("Divider", "Divider()", "VStack/Divider", 0, 226, 60, 1, content: .divider),
            view("Text", "Text", "VStack/Text", 0, 235, 60, 41, content: .text(DiagramText(lines: [
                .init(text: "Two", width: 30, baseline: 16), .init(text: "lines", width: 36, baseline: 36.5),
            ], fontSize: 17, fontWeight: 600)), style: ViewStyle(fill: .system(.secondary))),
            view("EmptyView", "EmptyView()", "VStack/EmptyView", 0, 284, 0, 0, content: .nothing),
        ]
        let stack = view("VStack", "VStack", "VStack", 0, 0, 60, 284, children: children)
        return DiagramScene(fixture: "kinds", scenario: scenario, proposal: ProposedSize(width: 100, height: nil),
                            canvas: Size(width: 100, height: 284), root: stack)
    }
}
