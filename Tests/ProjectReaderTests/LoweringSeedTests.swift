import LayoutEngine
import Testing
@testable import ProjectReader

/// Reads the seed fixtures, lays them out with the engine and checks the numbers the seed
/// articles state.
@Suite struct LoweringSeedTests {
    static let colors: Set<String> = ["Color.blue", "Color.green", "Color.yellow"]

    /// Seed 001 (Ole Begemann, "How the relative size modifier interacts with stack views"),
    /// HStack(spacing: 10) at 620 pt: 620 − 2 × 10 = 600 to share.
    @Test func seed001RelativeSize() throws {
        let reading = readFixture("Fixtures/seed-001-relative-size.swift")
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.scenarios.map(\.name) == [
            "relative size first", "relative size middle", "relative size last", "relative size with priority",
        ])
        #expect(reading.scenarios.allSatisfy { $0.proposal == ProposedSize(width: 620, height: 80) })
        try #require(reading.scenarios.count == 4)
        // First: blue is proposed 600 / 3 = 200 and halves it to 100; green and yellow share 500: 250 each.
        #expect(widths(layout(reading.scenarios[0]), labels: Self.colors) == [100, 250, 250])
        // Middle: blue 600 / 3 = 200; green gets 400 / 2 = 200, halved to 100; yellow the remaining 300.
        #expect(widths(layout(reading.scenarios[1]), labels: Self.colors) == [200, 100, 300])
        // Last: blue 200, green 200, yellow half of the remaining 200 = 100; stack 200+200+100+20 = 520.
        let last = layout(reading.scenarios[2])
        #expect(widths(last, labels: Self.colors) == [200, 200, 100])
        #expect(last.root.frame.width == 520)
        // Priority: yellow's group first gets all 600, halved to 300; blue and green share 300: 150 each.
        #expect(widths(layout(reading.scenarios[3]), labels: Self.colors) == [150, 150, 300])
    }

    /// Seed 002 (objc.io, "How an HStack lays out its children"), reconstructed from its prose.
    @Test func seed002Flexibility() throws {
        let reading = readFixture("Fixtures/seed-002-hstack-flexibility.swift")
        #expect(reading.diagnostics.isEmpty)
        try #require(reading.scenarios.count == 4)
        let frames: Set<String> = ["frame"]
        // "Each view becomes 100 points wide."
        #expect(widths(layout(reading.scenarios[0]), labels: frames) == [100, 100, 100])
        // "the red rectangle becomes 75 wide, and the green rectangle becomes 100 wide" inside a
        // 150-wide frame (the outer frame is the last `frame` in depth-first order… it is the root's child).
        let maxMin = layout(reading.scenarios[1]).root.allViews.filter { $0.kind == "frame" && $0.isMeasured }.map(\.frame.width)
        #expect(maxMin == [75, 100])
        // Swapped: the same widths, drawn in the other order.
        let swapped = layout(reading.scenarios[2]).root.allViews.filter { $0.kind == "frame" && $0.isMeasured }.map(\.frame.width)
        #expect(swapped == [100, 75])
        // Flexibility 100 (red, 0…100) before 110 (green, 90…200): red is proposed 150 / 2 = 75 and takes it;
        // green is proposed 75 and becomes its minimum, 90.
        let order = layout(reading.scenarios[3]).root.allViews.filter { $0.kind == "frame" && $0.isMeasured }.map(\.frame.width)
        #expect(order == [90, 75])
    }

    /// Seed 003 (Alexander Grebenyuk, "SwiftUI Layout System"), "Frame": a 60 × 60 image in an 80 × 80 frame.
    @Test func seed003Frames() throws {
        let reading = readFixture("Fixtures/seed-003-frame/seed-003-frame.swift")
        #expect(reading.diagnostics.isEmpty)
        try #require(reading.scenarios.count == 4)
        func image(_ index: Int) throws -> PlacedView {
            try #require(layout(reading.scenarios[index]).root.allViews.first { $0.kind == "Image" })
        }
        func frame(_ index: Int) throws -> PlacedView {
            try #require(layout(reading.scenarios[index]).root.allViews.first { $0.kind == "frame" })
        }
        // swiftui@2x.png is 120 × 120 pixels: 60 × 60 pt. "Image view responds that it is only this big – 60x60".
        #expect(try image(0).frame.size == Size(width: 60, height: 60))
        #expect(try frame(0).frame.size == Size(width: 80, height: 80))
        // Centred in the frame: (80 − 60) / 2 = 10 from the frame's origin.
        #expect(try image(0).frame.origin.x - frame(0).frame.origin.x == 10)
        // Top-leading alignment: the image's origin is the frame's.
        #expect(try image(1).frame.origin == frame(1).frame.origin)
        // Resizable: "frame now directly affects the size of the image view": 80 × 80.
        #expect(try image(2).frame.size == Size(width: 80, height: 80))
        // A 40 × 80 frame: "the child ultimately chooses its own size": still 60 × 60.
        #expect(try image(3).frame.size == Size(width: 60, height: 60))
        #expect(try frame(3).frame.size == Size(width: 40, height: 80))
    }

    /// Seed 003, "Stack Layout Process": two 80 × 80 images with spacing 10 are "always going to be
    /// 170x80, regardless of the size of its parent" (previews 200 × 140 and 140 × 140).
    @Test func seed003TwoImages() {
        let reading = readFixture("Fixtures/seed-003-stack-images.swift")
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.scenarios.map(\.proposal) == [ProposedSize(width: 200, height: 140), ProposedSize(width: 140, height: 140)])
        for scenario in reading.scenarios {
            let stack = layout(scenario).root.allViews.first { $0.kind == "HStack" }
            #expect(stack?.frame.size == Size(width: 170, height: 80))
        }
    }

    /// Seed 003, the image + two texts at 230: 230 − 2 × 10 = 210; the image (least flexible) is
    /// proposed 70 and stays 80; 210 − 80 = 130 leaves 65 for each text.
    @Test func seed003ImageAndTextsProposals() throws {
        let reading = readFixture("Fixtures/seed-003-image-and-texts.swift")
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.scenarios.map(\.proposal) == [ProposedSize(width: 230, height: 120), ProposedSize(width: 340, height: 180)])
        let top = try #require(reading.scenarios.first)
        let placed = layout(top).root.allViews
        #expect(placed.first { $0.kind == "Image" }?.frame.width == 80)
        // The less flexible text is proposed 65; the other gets what that one leaves (which depends on
        // the text measurer, so only the first proposal is checked here).
        let textProposals = placed.filter { $0.kind == "Text" }.compactMap(\.proposal.width)
        #expect(textProposals.contains(65))
    }

    /// Seed 003, "Stacks": the PreviewProvider's four entries, each `.previewLayout(.fixed(width: 320, height: 70))`.
    @Test func seed003PreviewProviderEntries() throws {
        let reading = readFixture("Fixtures/seed-003-stack-alignment-spacer-padding.swift")
        #expect(reading.diagnostics.isEmpty)
        // Untitled entries are named by the view each shows and its ordinal among them (docs/ci.md).
        #expect(reading.scenarios.map(\.name) == ["ContentView 1", "LeadingContentView 1", "SpacerContentView 1", "PaddingContentView 1"])
        #expect(reading.scenarios.allSatisfy { $0.proposal == ProposedSize(width: 320, height: 70) })
        // Tab "Spacer": the HStack with a Spacer takes the whole 320 pt width.
        try #require(reading.scenarios.count == 4)
        #expect(layout(reading.scenarios[2]).root.frame.width == 320)
    }

    /// Seed 003, "Layout Basics": no traits → the default device canvas, root centred in it.
    @Test func seed003HelloWorldUsesTheDefaultCanvas() throws {
        let reading = readFixture("Fixtures/seed-003-hello-world.swift")
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.scenarios.first?.name == "ContentView 1")
        // 852 − 59 − 34 = 759 (docs/swiftui-subset.md, "Default canvas").
        #expect(reading.scenarios.first?.proposal == ProposedSize(width: 393, height: 759))
        let root = layout(try #require(reading.scenarios.first)).root
        #expect(root.kind == "Text")
        #expect(abs(root.frame.origin.x + root.frame.size.width / 2 - 393 / 2) < 0.001)
    }

    /// Seed 004 (The SwiftUI Field Guide, HStack): the text with `.layoutPriority(1)` gets its ideal
    /// width first, so it is on one line: its height is one line of the measurer, equal to the
    /// height of the text laid out alone.
    @Test func seed004PriorityGivesTheTextItsIdealWidth() throws {
        let reading = readFixture("Fixtures/seed-004-hstack-text.swift")
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.scenarios.map(\.proposal.width) == [200, 240, 240])
        try #require(reading.scenarios.count == 3)
        let text = layout(reading.scenarios[2]).root.allViews.first { $0.kind == "Text" }
        let ideal = LayoutEngine.size(of: ViewNode(TextLeaf("Hello, world")), for: .unspecified)
        #expect(text?.frame.size == ideal)
    }

    /// Seed 003, "Stacks": centre alignment lines the two texts' centres up; `.leading` their
    /// leading edges; with a Spacer the VStack sits at the stack's leading edge (x 0 of the 320
    /// canvas); `.padding()` moves it 16 pt in (the iOS default padding).
    @Test func seed003StackTabs() throws {
        let reading = readFixture("Fixtures/seed-003-stack-alignment-spacer-padding.swift")
        try #require(reading.scenarios.count == 4)
        func texts(_ index: Int) -> [PlacedView] {
            layout(reading.scenarios[index]).root.allViews.filter { $0.kind == "Text" }
        }
        func vStack(_ index: Int) -> PlacedView? {
            layout(reading.scenarios[index]).root.allViews.first { $0.kind == "VStack" }
        }
        let centred = texts(0)
        try #require(centred.count == 2)
        #expect(abs(centred[0].frame.x + centred[0].frame.width / 2 - centred[1].frame.x - centred[1].frame.width / 2) < 1e-9)
        let leading = texts(1)
        try #require(leading.count == 2)
        #expect(leading[0].frame.x == leading[1].frame.x)
        #expect(vStack(2)?.frame.x == 0)
        #expect(vStack(3)?.frame.x == 16)
    }

    @Test func seed004AlignmentsReadAsFourScenarios() throws {
        let reading = readFixture("Fixtures/seed-004-hstack-alignment.swift")
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.scenarios.map(\.name) == ["top", "center", "firstTextBaseline", "bottom"])
        try #require(reading.scenarios.count == 4)
        func children(_ index: Int) -> [PlacedView] {
            layout(reading.scenarios[index]).root.allViews.first { $0.kind == "HStack" }?.children ?? []
        }
        // "It queries the relevant alignment guide for each child and makes sure the returned values
        // … are on a single horizontal line."
        let top = children(0).map(\.frame.y)
        #expect(top.count == 3 && Set(top).count == 1)
        let centre = children(1).map { $0.frame.y + $0.frame.height / 2 }
        #expect(centre.count == 3 && centre.allSatisfy { abs($0 - centre[0]) < 1e-9 })
        // firstTextBaseline: the two texts' first baselines coincide.
        let baselines = layout(reading.scenarios[2]).root.allViews.compactMap { view in
            view.text.map { view.frame.y + $0.firstBaseline }
        }
        #expect(baselines.count == 2 && abs(baselines[0] - baselines[1]) < 1e-9)
        let bottom = children(3).map(\.frame.maxY)
        #expect(bottom.count == 3 && bottom.allSatisfy { abs($0 - bottom[0]) < 1e-9 })
    }
}

extension LoweringSeedTests {
    /// Seed 003, "Safe Area": `.edgesIgnoringSafeArea(.all)` on the root proposes the whole screen
    /// (393 × 852) instead of the safe area (393 × 759); the text is centred in it.
    @Test func seed003SafeArea() {
        let reading = readFixture("Fixtures/seed-003-safe-area.swift")
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.scenarios.first?.proposal == ProposedSize(width: 393, height: 852))
        #expect(reading.scenarios.first?.root.kind == "Text")
    }

    /// Seed 003, "Environment": `sizeCategory == .large ? 20 : 10` with the default size category
    /// (Large) gives spacing 20: the text starts 80 (image) + 20 after the image's origin.
    @Test func seed003EnvironmentSpacing() throws {
        let reading = readFixture("Fixtures/seed-003-environment.swift")
        #expect(reading.diagnostics.isEmpty)
        let views = layout(try #require(reading.scenarios.first)).root.allViews
        let image = try #require(views.first { $0.kind == "Image" })
        let text = try #require(views.first { $0.kind == "Text" })
        #expect(text.frame.x - image.frame.x == 100)
    }
}
