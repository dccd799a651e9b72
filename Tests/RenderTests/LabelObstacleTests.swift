import LayoutEngine
import Testing
@testable import Render

/// Where measurement labels go among drawn content (issue 33.3): beside their view and inside the
/// canvas where there is room, never on a control, an image, a small shape or another view's
/// content, never across a background's edge; a container's label inside its own empty bounds
/// rather than outside the canvas; fewer labels rather than colliding ones.
@Suite("Label placement among drawn content")
struct LabelObstacleTests {
    typealias S = SampleScenes

    static func scene(_ root: DiagramView, canvas: Size) -> DiagramScene {
        DiagramScene(fixture: "labels", scenario: root.label, proposal: ProposedSize(width: canvas.width, height: canvas.height),
                     canvas: canvas, root: root)
    }

    static func render(_ scene: DiagramScene, _ mode: MeasureMode = .auto) -> RenderedDiagram {
        DiagramRenderer(options: DiagramOptions(measure: mode)).render(scene)
    }

    /// Every label box is disjoint from every other and from every text run.
    static func expectNoCollisions(_ diagram: RenderedDiagram) {
        let boxes = diagram.labelBoxes
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] { #expect(!a.overlaps(b), "labels \(a) and \(b) overlap") }
            for run in diagram.textRunBoxes { #expect(!a.overlaps(run), "label \(a) covers text \(run)") }
        }
    }

    /// A row as a settings form has it: a text at the leading edge and a 51 × 31 switch (UISwitch's
    /// frame) at the trailing edge of a 300 × 31 toggle, in the middle of a 400 × 200 canvas.
    static func toggleRow() -> DiagramScene {
        let text = DiagramText(lines: [.init(text: "Wi-Fi", width: 40, baseline: 20)], fontSize: 17)
        var switchStyle = ViewStyle()
        switchStyle.control = .toggleSwitch(isOn: true, tint: nil)
        let label = S.view("Text", "Text(\"Wi-Fi\")", "Toggle/Text", 50, 80, 40, 20.33, content: .text(text))
        let control = S.view("Switch", "Switch", "Toggle/Switch", 299, 75, 51, 31, content: .shape(.capsule), style: switchStyle)
        let toggle = S.view("Toggle", "Toggle", "Toggle", 50, 75, 300, 31, children: [label, control])
        return scene(S.view("VStack", "VStack", "VStack", 0, 0, 400, 200, children: [toggle]), canvas: Size(width: 400, height: 200))
    }

    @Test("A switch's label goes beside the switch, never on its track and knob")
    func switchLabelIsBesideTheSwitch() throws {
        for mode in [MeasureMode.auto, .leaves, .all] {
            let diagram = Self.render(Self.toggleRow(), mode)
            let switchFrame = Rect(x: 299, y: 75, width: 51, height: 31)
            // "51": the switch's width; its height 31 is the toggle's, so the label says only 51.
            #expect(!diagram.labelBoxes.isEmpty)
            for box in diagram.labelBoxes { #expect(!box.overlaps(switchFrame), "\(mode): a label \(box) lies on the switch") }
            Self.expectNoCollisions(diagram)
        }
    }

    @Test("An image's label goes beside the picture, never on it")
    func imageLabelIsBesideThePicture() throws {
        let image = S.view("Image", "Image(\"avatar\")", "HStack/Image", 100, 50, 60, 60, content: .image(name: "avatar"))
        let root = S.view("HStack", "HStack", "HStack", 0, 0, 300, 160, children: [image])
        let diagram = Self.render(Self.scene(root, canvas: Size(width: 300, height: 160)), .leaves)
        let box = try #require(diagram.labelBoxes.first)
        #expect(!box.overlaps(Rect(x: 100, y: 50, width: 60, height: 60)))
    }

    @Test("A shape is labelled inside only when the label leaves most of it showing")
    func smallShapeIsLabelledBeside() throws {
        // A 40 pt avatar circle: the "40" pill (at least 20 pt wide and 15 pt tall) would cover
        // more than half its width or height, so it goes beside the circle.
        let small = S.view("Circle", "Circle()", "ZStack/Circle", 100, 80, 40, 40, content: .shape(.circle),
                           style: ViewStyle(fill: .system(.blue)))
        let diagram = Self.render(Self.scene(S.view("ZStack", "ZStack", "ZStack", 0, 0, 300, 200, children: [small]),
                                             canvas: Size(width: 300, height: 200)), .leaves)
        let box = try #require(diagram.labelBoxes.first)
        #expect(!box.overlaps(Rect(x: 100, y: 80, width: 40, height: 40)))
        // A 200 × 100 colour holds its "200×100" pill (under 100 × 50) inside, as seed diagrams show it.
        let large = S.view("Color", "Color.green", "ZStack/Color", 50, 50, 200, 100, content: .color(.system(.green)))
        let inside = Self.render(Self.scene(S.view("ZStack", "ZStack", "ZStack", 0, 0, 300, 200, children: [large]),
                                            canvas: Size(width: 300, height: 200)), .leaves)
        let pill = try #require(inside.labelBoxes.first)
        #expect(Rect(x: 50, y: 50, width: 200, height: 100).encloses(pill))
    }

    @Test("A label never lies on what another view draws inside a colour (a symbol overlaid on a card)")
    func labelKeepsOffContentOverlaidOnAColour() throws {
        // A 200 × 100 card with a 60 × 60 image overlaid in its middle (secondary: an overlay).
        let card = S.view("Color", "Color.orange", "overlay/Color", 50, 50, 200, 100, content: .color(.system(.orange)))
        let badge = S.view("Image", "Image(\"badge\")", "overlay/Image", 120, 70, 60, 60, content: .image(name: "badge"), secondary: true)
        let overlay = S.view("overlay", "overlay", "overlay", 50, 50, 200, 100, children: [card, badge])
        let diagram = Self.render(Self.scene(S.view("ZStack", "ZStack", "ZStack", 0, 0, 300, 200, children: [overlay]),
                                             canvas: Size(width: 300, height: 200)), .leaves)
        for box in diagram.labelBoxes { #expect(!box.overlaps(Rect(x: 120, y: 70, width: 60, height: 60)), "label \(box) on the badge") }
    }

    @Test("A picture behind a view is no background for its label: the label goes off the picture or is left out")
    func labelNeverLiesOnABackgroundPicture() throws {
        // A 200 × 120 photo behind a 60 × 20 caption in its middle: every position near the
        // caption lies on the photo but those outside it.
        let photo = S.view("Image", "Image(\"photo\")", "background/Image", 50, 40, 200, 120, content: .image(name: "photo"), secondary: true)
        let caption = S.view("Text", "Text(\"Caption\")", "background/Text", 120, 90, 60, 20,
                             content: .text(DiagramText(lines: [.init(text: "Caption", width: 60, baseline: 16)], fontSize: 17)))
        let background = S.view("background", "background", "background", 50, 40, 200, 120, children: [caption, photo])
        // `auto` (the default) leaves a label out rather than cover content; `all` and `leaves`
        // place every label, covering content as a last resort.
        let diagram = Self.render(Self.scene(S.view("VStack", "VStack", "VStack", 0, 0, 300, 200, children: [background]),
                                             canvas: Size(width: 300, height: 200)), .auto)
        #expect(!diagram.labelBoxes.isEmpty)
        for box in diagram.labelBoxes {
            #expect(!box.overlaps(Rect(x: 50, y: 40, width: 200, height: 120)), "label \(box) lies on the photo")
        }
    }

    @Test("A label lies wholly on a background or off it, never across its edge")
    func labelNeverStraddlesABackgroundEdge() throws {
        // A 200 × 30 card (a background, secondary) behind a 60 × 20 text, 5 pt in from the
        // card's top: a pill below or above the text (15 pt tall, 3 pt away) would cross the card's edge.
        let card = S.view("RoundedRectangle", "RoundedRectangle", "background/RoundedRectangle", 50, 80, 200, 30,
                          content: .shape(.roundedRectangle(cornerRadius: 10)), style: ViewStyle(fill: .system(.white)), secondary: true)
        let text = S.view("Text", "Text(\"Row\")", "background/Text", 50, 85, 60, 20,
                          content: .text(DiagramText(lines: [.init(text: "Row", width: 30, baseline: 16)], fontSize: 17)))
        let background = S.view("background", "background", "background", 50, 80, 200, 30, children: [text, card])
        let diagram = Self.render(Self.scene(S.view("VStack", "VStack", "VStack", 0, 0, 300, 200, children: [background]),
                                             canvas: Size(width: 300, height: 200)), .leaves)
        let cardFrame = Rect(x: 50, y: 80, width: 200, height: 30)
        for box in diagram.labelBoxes {
            #expect(cardFrame.encloses(box) || !cardFrame.overlaps(box), "label \(box) crosses the card's edge")
        }
        Self.expectNoCollisions(diagram)
    }

    @Test("Parts a control draws without a view (a list's separators and cards) are kept clear")
    func controlPartsAreObstacles() throws {
        // An inset-grouped list of two 44 pt rows: between them a separator hairline, around them
        // a card; the rows' texts are labelled beside themselves, never across the separator.
        var listStyle = ViewStyle()
        listStyle.control = .list(style: .insetGrouped)
        let rows = (0..<2).map { index -> DiagramView in
            let y = 40 + Double(index) * 44 + 12
            return S.view("Text", "Text(\"Row \(index)\")", "List/Text[\(index)]", 36, y, 60, 20,
                          content: .text(DiagramText(lines: [.init(text: "Row \(index)", width: 60, baseline: 16)], fontSize: 17)))
        }
        let list = S.view("List", "List", "List", 0, 0, 400, 300, style: listStyle, children: rows)
        let diagram = Self.render(Self.scene(list, canvas: Size(width: 400, height: 300)), .leaves)
        let drawing = try #require(Self.parts(of: Self.scene(list, canvas: Size(width: 400, height: 300))))
        let hairlines = drawing.filter { $0.height < 1 }
        #expect(!hairlines.isEmpty)
        for box in diagram.labelBoxes {
            for line in hairlines { #expect(!box.overlaps(line), "label \(box) lies on the separator \(line)") }
        }
    }

    @Test("A navigation bar is chrome: labels lie wholly inside it or off it, never across its bottom edge")
    func navigationBarIsKeptWhole() throws {
        // A 400 × 44 bar with its title, then two texts 2 pt apart right under it: the first
        // text's pill (15 pt tall, 3 pt away) fits neither below (the second text) nor above
        // without crossing the bar's bottom edge at 44.
        func text(_ name: String, _ path: String, _ x: Double, _ y: Double) -> DiagramView {
            S.view("Text", "Text(\"\(name)\")", path, x, y, 100, 20,
                   content: .text(DiagramText(lines: [.init(text: name, width: 100, baseline: 16)], fontSize: 17)))
        }
        let bar = S.view("NavigationBar", "NavigationBar", "NavigationStack/NavigationBar", 0, 0, 400, 44,
                         children: [text("Title", "NavigationStack/NavigationBar/Text", 0, 2)])
        let body = S.view("VStack", "VStack", "NavigationStack/VStack", 0, 44, 400, 356,
                          children: [text("First", "NavigationStack/VStack/Text[0]", 150, 50), text("Second", "NavigationStack/VStack/Text[1]", 150, 72)])
        let root = S.view("NavigationStack", "NavigationStack", "NavigationStack", 0, 0, 400, 400, children: [bar, body])
        let barFrame = Rect(x: 0, y: 0, width: 400, height: 44)
        for mode in [MeasureMode.auto, .leaves] {
            let diagram = Self.render(Self.scene(root, canvas: Size(width: 400, height: 400)), mode)
            #expect(diagram.labelBoxes.count >= 3)
            for box in diagram.labelBoxes {
                #expect(barFrame.encloses(box) || !barFrame.overlaps(box), "\(mode): label \(box) crosses the bar's edge")
            }
        }
    }

    static func parts(of scene: DiagramScene) -> [Rect]? {
        var drawing = DiagramDrawing(scene: scene, id: "t", options: DiagramOptions(measure: .leaves))
        drawing.draw()
        return drawing.controlPartBoxes
    }

    @Test("A container whose label finds no room outside the canvas puts it inside its own empty bounds")
    func containerLabelGoesInsideItsEmptyBounds() throws {
        // A 300 × 400 VStack filling the canvas, a text at its top: above and below the stack lie
        // outside the canvas, its bottom is empty, so its "300" pill sits there, 2 pt up from the bottom.
        let text = S.view("Text", "Text(\"Title\")", "VStack/Text", 120, 10, 60, 20,
                          content: .text(DiagramText(lines: [.init(text: "Title", width: 60, baseline: 16)], fontSize: 17)))
        let filler = S.view("Color", "Color.clear", "VStack/Spacer", 0, 30, 300, 370, content: .spacer)
        let stack = S.view("VStack", "VStack", "VStack", 0, 0, 300, 400, measured: true, children: [text, filler])
        let diagram = Self.render(Self.scene(stack, canvas: Size(width: 300, height: 400)), .marked)
        let box = try #require(diagram.labelBoxes.first)
        #expect(Rect(x: 0, y: 0, width: 300, height: 400).encloses(box))
        #expect(box.maxY == 400 - 2)
    }

    @Test("A view against any edge or corner of the canvas is labelled inside the canvas when there is room",
          arguments: [(0.0, 0.0), (150.0, 0.0), (300.0, 0.0), (0.0, 170.0), (300.0, 170.0), (0.0, 340.0), (150.0, 340.0), (300.0, 340.0)])
    func edgeViewsAreLabelledInsideTheCanvas(_ origin: (x: Double, y: Double)) throws {
        // A 100 × 60 image in a 400 × 400 canvas, nothing else drawn: below, above, right or left
        // of it at least one side has 3 + 15 pt of room inside the canvas (400 − 60 = 340 ≥ 18).
        let image = S.view("Image", "Image(\"tile\")", "ZStack/Image", origin.x, origin.y, 100, 60, content: .image(name: "tile"))
        let root = S.view("ZStack", "ZStack", "ZStack", 0, 0, 400, 400, children: [image])
        for mode in [MeasureMode.auto, .leaves, .all] {
            let diagram = Self.render(Self.scene(root, canvas: Size(width: 400, height: 400)), mode)
            #expect(!diagram.labelBoxes.isEmpty)
            for box in diagram.labelBoxes {
                #expect(Rect(x: 0, y: 0, width: 400, height: 400).encloses(box), "\(mode): label \(box) leaves the canvas")
            }
        }
    }

    @Test("In auto mode nested views with one frame are labelled once, by the innermost")
    func sameFrameIsLabelledOnce() {
        let circle = S.view("Circle", "Circle()", "frame/ZStack/Circle", 50, 50, 200, 200, content: .shape(.circle),
                            style: ViewStyle(fill: .system(.green)))
        let ring = S.view("Circle", "Circle()", "frame/ZStack/Circle[1]", 50, 50, 200, 200, content: .shape(.circle),
                          style: ViewStyle(stroke: .system(.blue)))
        let stack = S.view("ZStack", "ZStack", "frame/ZStack", 50, 50, 200, 200, children: [circle, ring])
        let frame = S.view("frame", "frame(width: 200, height: 200)", "frame", 0, 0, 300, 300, children: [stack])
        let diagram = Self.render(Self.scene(frame, canvas: Size(width: 300, height: 300)), .auto)
        // Labelled views: the two circles, the ZStack (two children) and the frame (300 × 300,
        // unlike its child). The three 200 × 200 frames say one thing: one label for them.
        #expect(diagram.labelBoxes.count == 2)
        Self.expectNoCollisions(diagram)
    }
}
