import LayoutEngine
import Testing
@testable import Render

/// Labels on a crowded synthetic scene never collide (fewer labels rather than colliding ones,
/// counted), and a label goes inside the canvas when a position of the same kind is free there.
struct CrowdedLabelTests {
    /// 20 rows packed edge to edge in a 300 × 200 canvas, each an HStack of a text (60 wide), a
    /// 20 pt colour and a 220 pt colour, all 10 pt tall.
    static func crowded() -> DiagramScene {
        let rows = (0..<20).map { index -> DiagramView in
            let y = Double(index) * 10, path = "VStack/HStack[\(index)]"
            let text = DiagramText(lines: [.init(text: "Row \(index)", width: 40, baseline: 8)], fontSize: 9)
            return SampleScenes.view("HStack", "HStack", path, 0, y, 300, 10, children: [
                SampleScenes.view("Text", "Text(\"Row \(index)\")", path + "/Text", 0, y, 60, 10, content: .text(text)),
                SampleScenes.view("Color", "Color.red", path + "/Color[1]", 60, y, 20, 10, content: .color(.system(.red))),
                SampleScenes.view("Color", "Color.blue", path + "/Color[2]", 80, y, 220, 10, content: .color(.system(.blue))),
            ])
        }
        let root = SampleScenes.view("VStack", "VStack(spacing: 0)", "VStack", 0, 0, 300, 200, children: rows)
        return DiagramScene(fixture: "crowded", scenario: "Twenty rows", proposal: ProposedSize(width: 300, height: 200),
                            canvas: Size(width: 300, height: 200), root: root)
    }

    static func intersect(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    @Test(arguments: [MeasureMode.auto, .leaves, .all])
    func crowdedLabelsNeverCollide(_ mode: MeasureMode) {
        let diagram = DiagramRenderer(options: DiagramOptions(measure: mode)).render(Self.crowded())
        #expect(diagram.textRunBoxes.count == 20)
        let boxes = diagram.labelBoxes
        #expect(!boxes.isEmpty)
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] { #expect(!Self.intersect(a, b), "labels \(a) and \(b) intersect") }
            for run in diagram.textRunBoxes { #expect(!Self.intersect(a, run), "label \(a) covers text \(run)") }
        }
    }

    @Test func crowdedLabelsAreLeftOutAndCounted() {
        let diagram = DiagramRenderer(options: DiagramOptions(measure: .auto)).render(Self.crowded())
        // 20 rows × (text, two colours, the HStack) = at least 80 labelled views. A 15 pt label
        // fits inside none of them (10 pt tall), and every point of the canvas is some row's
        // content, which `auto` keeps off: so each pill lies wholly left, right, above or below
        // the canvas. Left and right, pills sit at their row's middle, 10 pt apart, and need
        // 15 + 1 pt: at most 200 / 16 + 1 = 13 a side; above and below only the top and bottom
        // rows' 4 views and the VStack can sit (5 each). At most 13 + 13 + 5 + 5 = 36 placed.
        #expect(diagram.labelBoxes.count <= 36)
        #expect(diagram.labelBoxes.count + diagram.droppedLabelCount >= 80)
        let note = DroppedLabelNote.text(count: diagram.droppedLabelCount, measure: .auto)
        #expect(note?.hasPrefix("\(diagram.droppedLabelCount) labels left out for room") == true)
        #expect(note?.contains("--labels all") == true)
        #expect(note?.contains(".measure()") == true)
    }

    /// A marked 100 × 40 frame in a 400 × 400 canvas (a frame is labelled outside, below first).
    static func marked(at y: Double) -> DiagramScene {
        let color = SampleScenes.view("Color", "Color.green", "ZStack/frame/Color", 150, y, 100, 40, content: .color(.system(.green)))
        let frame = SampleScenes.view("frame", "frame(width: 100, height: 40)", "ZStack/frame", 150, y, 100, 40, measured: true, children: [color])
        let root = SampleScenes.view("ZStack", "ZStack", "ZStack", 0, 0, 400, 400, children: [frame])
        return DiagramScene(fixture: "edge", scenario: "y \(y)", proposal: ProposedSize(width: 400, height: 400),
                            canvas: Size(width: 400, height: 400), root: root)
    }

    @Test func labelOfAViewOnTheCanvasEdgeGoesInsideTheCanvas() throws {
        // The frame's bottom is the canvas's (360 + 40 = 400): below would leave the canvas, above
        // is free inside it, 3 pt (`LabelPlacer.gap`) over the frame's top.
        let diagram = DiagramRenderer(options: DiagramOptions(measure: .marked)).render(Self.marked(at: 360))
        let box = try #require(diagram.labelBoxes.first)
        #expect(box.y >= 0 && box.maxY <= 400)
        #expect(box.maxY == 360 - LabelPlacer.gap)
    }

    @Test func labelWithRoomBelowStaysBelow() throws {
        // In the middle of the canvas the first choice is unchanged: below, 3 pt under 100 + 40.
        let diagram = DiagramRenderer(options: DiagramOptions(measure: .marked)).render(Self.marked(at: 100))
        let box = try #require(diagram.labelBoxes.first)
        #expect(box.y == 140 + LabelPlacer.gap)
    }

    @Test func noteSaysHowToGetTheLabels() {
        #expect(DroppedLabelNote.text(count: 0, measure: .auto) == nil)
        #expect(DroppedLabelNote.text(count: 1, measure: .leaves)?.hasPrefix("1 label left out for room; --labels all") == true)
        #expect(DroppedLabelNote.text(count: 2, measure: .all)?.contains("--labels measured") == true)
    }
}
