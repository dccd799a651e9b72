import Foundation
import LayoutEngine
import Snapshots
import Testing
@testable import LayoutLensCLI

/// The reviewed companion of every committed fixture snapshot: for each bundled scenario, the
/// numbers its source states (seed article and paragraph, or arithmetic from the fixture's own
/// code), checked against the committed snapshot *and* against a fresh layout. So a rule is
/// never guarded by a recording alone: re-recording a snapshot with a wrong layout fails here.
/// Text widths come from the SF stand-in and no seed states them, so text is checked through
/// relations (spacing, centring, shares), not widths. Canvas: the default device canvas is
/// 393 × 759 (docs/swiftui-subset.md, "Default canvas").
@Suite("Bundled fixtures show what their sources state")
struct FixtureProvenanceTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The fixture's scenarios as `check` lays them out (scale 3, the bundled SF stand-in).
    static func laidOut(_ fixture: String) throws -> [LaidOutScenario] {
        let name = String(fixture.split(separator: "/").last!.dropLast(".swift".count))
        let file = FixtureFile(path: repository.appendingPathComponent(fixture).path, name: name)
        let loaded = CheckScenarioLoader(scale: 3, library: .standard).load([file], io: CapturedIO().io)
        #expect(loaded.errors == 0)
        return loaded.scenarios
    }

    /// The committed snapshots in `folder` (relative to the repository), by scenario name.
    static func snapshots(in folder: String) throws -> [String: (path: String, snapshot: LayoutSnapshot)] {
        let url = repository.appendingPathComponent(folder)
        var result: [String: (path: String, snapshot: LayoutSnapshot)] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: url.path) where file.hasSuffix(".txt") {
            let text = try String(contentsOfFile: url.appendingPathComponent(file).path, encoding: .utf8)
            let snapshot = try LayoutSnapshot(parsing: text)
            #expect(result[snapshot.scenario] == nil, "two snapshots of \(snapshot.scenario) in \(folder)")
            result[snapshot.scenario] = ("\(folder)/\(file)", snapshot)
        }
        return result
    }

    @Test("A fresh layout shows the source's numbers", arguments: FixtureProvenance.all)
    func layoutShowsTheSource(_ entry: FixtureProvenance) throws {
        let scenarios = try Self.laidOut(entry.fixture)
        try #require(entry.index < scenarios.count, "\(entry.fixture) has \(scenarios.count) scenarios")
        try entry.check(ScenarioFrames(result: scenarios[entry.index].result))
    }

    @Test("The committed snapshot shows the source's numbers", arguments: FixtureProvenance.all)
    func snapshotShowsTheSource(_ entry: FixtureProvenance) throws {
        let scenarios = try Self.laidOut(entry.fixture)
        try #require(entry.index < scenarios.count, "\(entry.fixture) has \(scenarios.count) scenarios")
        let name = scenarios[entry.index].name
        let recorded = try #require(try Self.snapshots(in: entry.snapshotFolder)[name],
                                    "no committed snapshot of \(name) in \(entry.snapshotFolder)")
        try entry.check(ScenarioFrames(snapshot: recorded.snapshot, path: recorded.path))
    }

    @Test("Every committed snapshot has a reviewed companion here")
    func everySnapshotHasACompanion() throws {
        let fixtures = Set(FixtureProvenance.all.map(\.fixture))
        var folders: Set<String> = []
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.repository.appendingPathComponent("Fixtures").path))
        var count = 0
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".txt") && path.contains("__Snapshots__/") else { continue }
            count += 1
            folders.insert("Fixtures/" + path.split(separator: "/").dropLast().joined(separator: "/"))
        }
        #expect(count >= 34)
        #expect(folders == Set(FixtureProvenance.all.map(\.snapshotFolder)), "snapshot folders without companions")
        for fixture in fixtures.sorted() {
            let entries = FixtureProvenance.all.filter { $0.fixture == fixture }
            let scenarios = try Self.laidOut(fixture)
            #expect(entries.map(\.index).sorted() == Array(scenarios.indices), "\(fixture): every scenario needs a companion")
            let recorded = try Self.snapshots(in: try #require(entries.first).snapshotFolder)
            #expect(Set(recorded.keys) == Set(scenarios.map(\.name)), "\(fixture): snapshots and scenarios differ")
        }
    }
}

extension FixtureProvenance {
    static let all: [FixtureProvenance] = seed001 + seed001Layout + seed002 + seed002Measure + seed003 + seed004 + appStyle
        + everydayScreens + landscapePlayer + dashboardChart + widgetFamilies + tabApp + eventForm

    /// The player in landscape. Sources: the 393 × 852-pt iPhone (Apple HIG, "Layout"); its
    /// landscape insets 0 top, 59 left and right, 21 bottom, and portrait 59 top, 34 bottom
    /// (csl.cool, "iOS Layout Adaptation"); padding 16 (iOS's default). A backdrop that ignores
    /// the safe area grows by the insets of the edges it touches.
    static let landscapePlayer: [FixtureProvenance] = {
        let file = "Fixtures/everyday-player-landscape.swift"
        return [
            entry(file, 0, "landscape", "device screen (Apple HIG), landscape insets (csl.cool)") { f in
                // Proposed (852 − 59 − 59) × (393 − 21) = 734 × 372; padded 16 on each side.
                try f.expect("background", x: 0, y: 0, width: 734, height: 372)
                try f.expect("background[0]/padding/VStack", x: 16, y: 16, width: 734 - 32, height: 372 - 32)
                // The backdrop reaches the sides and the bottom: 59 + 734 + 59 = 852 wide from x = −59,
                // 372 + 21 = 393 tall from y = 0 (no top inset in landscape).
                try f.expect("background[1]/ignoresSafeArea/Color", x: -59, y: 0, width: 852, height: 393)
            },
            entry(file, 1, "portrait", "device screen (Apple HIG), portrait insets (csl.cool)") { f in
                try f.expect("background", x: 0, y: 0, width: 393, height: 759)
                // 59 above and 34 below: the whole 393 × 852 screen from y = −59.
                try f.expect("background[1]/ignoresSafeArea/Color", x: 0, y: -59, width: 393, height: 852)
            },
        ]
    }()

    /// The dashboard of Swift Charts in an inset-grouped list. Sources: the list's 16-pt margin
    /// and row inset (useyourloaf, as for the settings screen); the chart takes the size its frame
    /// proposes (Apple's Swift Charts samples size charts with `.frame(height:)`); the chart's own
    /// rules (`ChartLayout`: 4 pt between the plot and its labels, legend at the bottom) are
    /// LayoutLens's, unverified in docs/engine.md, and checked here as arithmetic on its labels.
    static let dashboardChart: [FixtureProvenance] = {
        let file = "Fixtures/everyday-dashboard-chart.swift"
        let bars = "NavigationStack[1]/List[0]/Section[1]/frame/Chart"
        let lines = "NavigationStack[1]/List[1]/Section[1]/frame/Chart"
        return [
            entry(file, 0, "Dashboard", "list margins (useyourloaf), frame sizes (Apple), chart rules (docs/engine.md)") { f in
                // 16 of margin and 16 of row inset: x 32, 393 − 2 × 32 = 329 wide; the frame's 220.
                try f.expect(bars, x: 32, width: 329, height: 220)
                try f.expect(lines, x: 32, width: 329, height: 180)
                // Bars: seven x labels (Mon…Sun) after six y labels (0…10,000) on the leading side.
                let plot = try f(bars + "[0]/ChartPlot")
                let yLabels = try (1...6).map { try f(bars + "[\($0)]/Text") }
                f.same(plot.x, yLabels.map(\.maxX).max()! + 4, "plot 4 after the widest y label")
                f.same(plot.maxX, 32 + 329, "plot to the chart's trailing edge")
                let monday = try f(bars + "[7]/Text")
                f.same(monday.y, plot.maxY + 4, "x labels 4 below the plot")
                f.same(monday.maxY, try f(bars).maxY, "x labels at the chart's bottom")
                // The top label (10,000) centres on the plot's top edge.
                f.same(yLabels[5].y + yLabels[5].height / 2, plot.y, "top label on the plot's top")
                // Lines: y labels trailing, the two-entry legend in one row at the bottom.
                let linePlot = try f(lines + "[0]/ChartPlot")
                f.same(try f(lines + "[1]/Text").x, linePlot.maxX + 4, "y labels 4 after the plot")
                let walking = try f(lines + "[14]/Text"), running = try f(lines + "[15]/Text")
                f.same(walking.maxY, try f(lines).maxY, "legend at the chart's bottom")
                f.same(try f(lines + "[13]/Circle").x, walking.maxX + 12, "next entry 12 after the label")
                f.same(running.x, try f(lines + "[13]/Circle").maxX + 4, "label 4 after its symbol")
            },
        ]
    }()

    /// A widget in three families. Sources: Apple HIG "Widgets", iOS dimensions for the
    /// 393 × 852 screen (small 158 × 158, medium 338 × 158, large 338 × 354) and its default
    /// content margins, 16 points on every side; the container background fills the whole tile.
    static let widgetFamilies: [FixtureProvenance] = {
        let file = "Fixtures/everyday-widget-families.swift"
        let content = "frame/ZStack[1]/padding/frame"
        let source = "widget tile sizes and 16-pt content margins (Apple HIG, Widgets)"
        return [
            entry(file, 0, "StepsWidget systemSmall 1", source) { f in
                try f.expect("frame", x: 0, y: 0, width: 158, height: 158)
                try f.expect("frame/ZStack[0]/Color", x: 0, y: 0, width: 158, height: 158)
                // 158 − 2 × 16 = 126 on each axis; the column starts at the top-leading corner.
                try f.expect(content, x: 16, y: 16, width: 126, height: 126)
                try f.expect(content + "/VStack", x: 16, y: 16)
                try f.expect(content + "/VStack[0]/frame", width: 64, height: 64)
            },
            entry(file, 1, "StepsWidget systemMedium 1", source) { f in
                try f.expect("frame", x: 0, y: 0, width: 338, height: 158)
                // 338 − 32 = 306 wide, 126 tall; the row (a 96-pt ring) is centred: 16 + (126 − 96) / 2 = 31.
                try f.expect(content, x: 16, y: 16, width: 306, height: 126)
                try f.expect(content + "/HStack", x: 16, y: 31, width: 306, height: 96)
                // The numbers 16 after the 96-pt ring: 16 + 96 + 16 = 128.
                try f.expect(content + "/HStack[1]/VStack", x: 128)
            },
            entry(file, 2, "StepsWidget systemLarge 1", source) { f in
                try f.expect("frame", x: 0, y: 0, width: 338, height: 354)
                // 354 − 32 = 322 tall; the divider spans the 306-pt column 12 below the 96-pt row: 16 + 96 + 12 = 124.
                try f.expect(content, x: 16, y: 16, width: 306, height: 322)
                try f.expect(content + "/VStack[1]/Divider", x: 16, y: 124, width: 306)
            },
        ]
    }()

    /// A tab app. Sources: the 49-pt tab bar (Meretzky, `BarMetrics`) at the bottom of the
    /// 393 × 759 canvas; the items in equal slots, each its 25-pt glyph (Apple HIG "Tab bars")
    /// with the title directly below it on a phone in portrait (`TabItemLayout`, the gap unverified);
    /// the navigation bar 44 + 52 = 96 with a large title (Hackworth); `TabView(selection:)` shows
    /// the tab whose tag equals the selection (Apple, `TabView.init(selection:content:)`).
    static let tabApp: [FixtureProvenance] = {
        let file = "Fixtures/everyday-tab-app.swift"
        let source = "tab bar 49 (Meretzky), 25-pt glyphs (HIG), selection by tag (Apple)"
        @Sendable func checkBar(_ f: ScenarioFrames) throws {
            // 759 − 49 = 710; three slots of 393 / 3 = 131.
            try f.expect("TabView[1]/TabBar", x: 0, y: 710, width: 393, height: 49)
            for slot in 0..<3 {
                let glyph = "TabView[1]/TabBar[\(slot)]/TabItem[0]/Image"
                // The glyph centred in its slot: 131 × slot + (131 − 25) / 2 = 53 + 131 × slot.
                try f.expect(glyph, x: 53 + 131 * Double(slot), width: 25, height: 25)
                let title = try f("TabView[1]/TabBar[\(slot)]/TabItem[1]/Text")
                f.same(title.y, try f(glyph).maxY, "title \(slot) directly under its glyph")
                f.same(title.midX, 131 * Double(slot) + 131 / 2, "title \(slot) centred in its slot")
                // The item (glyph and title) centred in the bar's 49 pt.
                let item = try f("TabView[1]/TabBar[\(slot)]/TabItem")
                f.same(item.midY, 710 + 49.0 / 2, "item \(slot) centred in the bar")
            }
        }
        return [
            entry(file, 0, "Inbox", source) { f in
                try checkBar(f)
                // The selected first tab fills what the bar leaves: 759 − 49 = 710 tall.
                try f.expect("TabView[0]/NavigationStack", x: 0, y: 0, width: 393, height: 710)
                try f.expect("TabView[0]/NavigationStack[0]/NavigationBar", height: 96)
                // The list below the bar: 96, and 710 − 96 = 614 tall; rows at the 16 + 16 = 32 inset.
                try f.expect("TabView[0]/NavigationStack[1]/List", y: 96, width: 393, height: 614)
                try f.expect("TabView[0]/NavigationStack[1]/List[0]/Label", x: 32)
            },
            entry(file, 1, "Sent", source) { f in
                try checkBar(f)
                // The selection (1) is the second tab's tag: its text, centred in the 710 above the bar.
                let text = try f("TabView[0]/Text")
                f.same(text.midX, 393.0 / 2, "the sent tab's text centred across")
                f.same(text.midY, 710.0 / 2, "the sent tab's text centred above the bar")
            },
        ]
    }()

    /// A form with text fields and a segmented picker, and a sign-in card. Sources: the inline bar
    /// (44, Hackworth); the inset-grouped form's 16-pt margin and row inset, 35 pt above each
    /// section, 7 pt under a header, rows at least 44 tall with 11 above and below their content
    /// (docs/engine.md, `ListMetrics`, unverified); the segmented picker's equal segments (Apple HIG
    /// "Segmented controls"; 32 tall, unverified); a rounded-border field 7 pt around its text
    /// (unverified); the VStack's spacing 12 and padding 16 from the fixture's code.
    static let eventForm: [FixtureProvenance] = {
        let file = "Fixtures/everyday-event-form.swift"
        let form = "NavigationStack[1]/Form"
        return [
            entry(file, 0, "New event", "list rules (docs/engine.md), segmented picker (HIG), inline bar (Hackworth)") { f in
                try f.expect("NavigationStack[0]/NavigationBar", height: 44)
                try f.expect(form, y: 44, width: 393, height: 759 - 44)
                // First section 35 below the bar's 44: 79; rows 393 − 2 × 32 = 329 wide at x 32.
                try f.expect(form + "[0]/Section", x: 16, y: 79, width: 361)
                let header = try f(form + "[0]/Section[0]/header")
                let title = try f(form + "[0]/Section[1]/TextField")
                let location = try f(form + "[0]/Section[2]/TextField")
                f.same(title.x, 32, "field at the row inset")
                f.same(title.width, 329, "field across the row")
                // Row 1 starts 7 under the header and is max(44, 20.333 + 22) = 44 tall, the field centred.
                f.same(title.midY, header.maxY + 7 + 22, "title field centred in its 44-pt row")
                f.same(location.midY - title.midY, 44, "rows 44 apart")
                // Second section 35 below the first; its row max(44, 32 + 22) = 54, the picker 11 down.
                let section = try f(form + "[0]/Section")
                let repeatSection = try f(form + "[1]/Section")
                f.same(repeatSection.y, section.maxY + 35, "35 between sections")
                let picker = try f(form + "[1]/Section[1]/SegmentedPicker")
                let repeatHeader = try f(form + "[1]/Section[0]/header")
                f.same(picker.y, repeatHeader.maxY + 7 + 11, "picker 11 into its 54-pt row")
                f.same(picker.height, 32, "segmented picker 32 tall")
                f.same(picker.width, 329, "segmented picker across the row")
                // Three equal segments of 329 / 3: each option centred in its own.
                for index in 0..<3 {
                    let option = try f(form + "[1]/Section[1]/SegmentedPicker[\(index)]/Text")
                    f.same(option.midX, 32 + 329.0 / 3 * (Double(index) + 0.5), "option \(index) centred in its segment")
                    f.same(option.midY, picker.midY, "option \(index) centred vertically")
                }
            },
            entry(file, 1, "Sign in", "segmented picker (HIG), rounded-border insets (docs/engine.md), the fixture's spacing") { f in
                let stack = "padding/VStack"
                // 393 − 2 × 16 = 361 wide; 32 + 12 + 34.333 + 12 + 34.333 = 124.667 tall, centred in 759.
                try f.expect(stack, x: 16, width: 361)
                let column = try f(stack)
                f.same(column.height, 32 + 2 * 12 + 2 * (20 + 1.0 / 3 + 14), "picker, two fields and two gaps of 12")
                f.same(column.midY, 759.0 / 2, "card centred on the canvas")
                let picker = try f(stack + "[0]/SegmentedPicker")
                let email = try f(stack + "[1]/TextField")
                let password = try f(stack + "[2]/SecureField")
                f.same(picker.height, 32, "segmented picker 32 tall")
                f.same(email.y, picker.maxY + 12, "12 under the picker")
                f.same(password.y, email.maxY + 12, "12 under the email field")
                // A rounded-border field: its one text line (20.333) + 7 + 7, the text inset 7.
                f.same(email.height, 20 + 1.0 / 3 + 14, "field = text + 14")
                let emailText = try f(stack + "[1]/TextField/Text")
                f.same(emailText.x, email.x + 7, "text 7 from the field's leading edge")
                f.same(emailText.y, email.y + 7, "text 7 below the field's top")
                // Two equal segments of 361 / 2 = 180.5.
                f.same(try f(stack + "[0]/SegmentedPicker[0]/Text").midX, 16 + 180.5 / 2, "first option centred")
                f.same(try f(stack + "[0]/SegmentedPicker[1]/Text").midX, 16 + 180.5 * 1.5, "second option centred")
            },
        ]
    }()

    private static func entry(_ fixture: String, _ index: Int, _ label: String, _ source: String,
                              _ check: @escaping @Sendable (ScenarioFrames) throws -> Void) -> FixtureProvenance {
        FixtureProvenance(fixture: fixture, index: index, label: label, source: source, check: check)
    }

    // MARK: Seed 002 with its `.measure()` helper written out (Fixtures/seed-002-measure-helper.swift)

    /// Seed 002's stacks with the fixture's own `.measure()`: an overlay whose GeometryReader is
    /// proposed the measured view's size (the overlay proposes the primary's size), so the reader
    /// is exactly as wide as the view, as the article's labels show.
    static let seed002Measure: [FixtureProvenance] = {
        let file = "Fixtures/seed-002-measure-helper.swift"
        return [
            entry(file, 0, "measured fixed views", "seed 002: \"Each view becomes 100 points wide\"") { f in
                // HStack(spacing: 0) of three 100-wide views: 300, centred in 400 at 50.
                try f.expect("overlay[0]/HStack", x: 50, width: 300)
                for index in 0..<3 {
                    try f.expect("overlay[0]/HStack[\(index)]/overlay[0]/frame", x: 50 + 100 * Double(index), width: 100)
                    try f.expect("overlay[0]/HStack[\(index)]/overlay[1]/GeometryReader", x: 50 + 100 * Double(index), width: 100)
                }
            },
            entry(file, 1, "measured max and min width",
                  "seed 002: \"the red rectangle becomes 75 wide, and the green rectangle becomes 100 wide\"") { f in
                // In a 150 frame: red offered 150 / 2 = 75; green offered 75 takes its minimum 100; each
                // reader is its view's width.
                try f.expect("overlay[0]/frame/HStack", width: 175)
                try f.expect("overlay[0]/frame/HStack[0]/overlay[0]/frame", width: 75)
                try f.expect("overlay[0]/frame/HStack[0]/overlay[1]/GeometryReader", width: 75)
                try f.expect("overlay[0]/frame/HStack[1]/overlay[0]/frame", width: 100)
                try f.expect("overlay[0]/frame/HStack[1]/overlay[1]/GeometryReader", width: 100)
            },
        ]
    }()

    // MARK: Seed 001 through a user `Layout` (Fixtures/seed-001-relative-layout.swift)

    /// The same article and numbers, with the relative sizing written as the fixture's own
    /// `Layout` (run by the interpreter): HStack(spacing: 10) at 620, 600 to share.
    static let seed001Layout: [FixtureProvenance] = {
        let file = "Fixtures/seed-001-relative-layout.swift"
        return [
            entry(file, 0, "relative layout first",
                  "seed 001: \"(620 – 20) / 3 = 200\" proposed to blue, halved to 100; green and yellow 250") { f in
                // Blue 100 at 0; green at 100 + 10 = 110, (600 − 100) / 2 = 250; yellow at 370.
                try f.expect("HStack[0]/FractionOfProposal[0]/Color", x: 0, width: 100, height: 80)
                try f.expect("HStack[1]/Color", x: 110, width: 250)
                try f.expect("HStack[2]/Color", x: 370, width: 250)
            },
            entry(file, 1, "relative layout middle",
                  "seed 001, \"Order matters\": blue 200, green 100, yellow 300") { f in
                try f.expect("HStack[0]/Color", x: 0, width: 200)
                try f.expect("HStack[1]/FractionOfProposal[0]/Color", x: 210, width: 100)
                try f.expect("HStack[2]/Color", x: 320, width: 300)
            },
            entry(file, 2, "relative layout last",
                  "seed 001, \"Leftover space isn't redistributed\": 200, 200, 100; the stack is 520 wide") { f in
                // 200 + 200 + 100 + 2 × 10 = 520, centred in 620: x = 50.
                try f.expect("HStack", x: 50, width: 520)
                try f.expect("HStack[2]/FractionOfProposal[0]/Color", x: 470, width: 100)
            },
            entry(file, 3, "relative layout with priority",
                  "seed 001, \"Layout priority\": yellow 300 (half of 600), blue and green 150") { f in
                try f.expect("HStack[0]/Color", x: 0, width: 150)
                try f.expect("HStack[1]/Color", x: 160, width: 150)
                try f.expect("HStack[2]/layoutPriority/FractionOfProposal[0]/Color", x: 320, width: 300)
            },
        ]
    }()

    // MARK: Seed 001 — Ole Begemann, "How the relative size modifier interacts with stack views"

    /// HStack(spacing: 10) at 620: 620 − 2 × 10 = 600 to share.
    static let seed001: [FixtureProvenance] = {
        let file = "Fixtures/seed-001-relative-size.swift"
        return [
            entry(file, 0, "relative size first",
                  "seed 001: \"(620 – 20) / 3 = 200\" proposed to blue, halved to 100; green and yellow 250") { f in
                // Blue at 0, 100 wide; green at 100 + 10 = 110, (600 − 100) / 2 = 250; yellow at 370.
                let stack = "frame/overlay[0]/HStack"
                try f.expect(stack, width: 620)
                try f.expect("\(stack)[0]/relativeProposed/Color", x: 0, width: 100, height: 80)
                try f.expect("\(stack)[1]/Color", x: 110, width: 250)
                try f.expect("\(stack)[2]/Color", x: 370, width: 250)
            },
            entry(file, 1, "relative size middle",
                  "seed 001, \"Order matters\": blue 200, green 100, yellow 300") { f in
                // Blue 600 / 3 = 200; green offered 400 / 2 = 200, halved to 100; yellow 600 − 300 = 300.
                try f.expect("HStack[0]/Color", x: 0, width: 200)
                try f.expect("HStack[1]/relativeProposed/Color", x: 210, width: 100)
                try f.expect("HStack[2]/Color", x: 320, width: 300)
            },
            entry(file, 2, "relative size last",
                  "seed 001, \"Leftover space isn't redistributed\": 200, 200, 100; the stack is 520 wide") { f in
                // 200 + 200 + 100 + 2 × 10 = 520, centred in 620: x = (620 − 520) / 2 = 50.
                try f.expect("HStack", x: 50, width: 520)
                try f.expect("HStack[0]/Color", x: 50, width: 200)
                try f.expect("HStack[1]/Color", x: 260, width: 200)
                try f.expect("HStack[2]/relativeProposed/Color", x: 470, width: 100)
            },
            entry(file, 3, "relative size with priority",
                  "seed 001, \"Layout priority\": yellow 300 (half of 600), blue and green 150") { f in
                try f.expect("HStack[0]/Color", x: 0, width: 150)
                try f.expect("HStack[1]/Color", x: 160, width: 150)
                try f.expect("HStack[2]/layoutPriority/relativeProposed/Color", x: 320, width: 300)
            },
        ]
    }()

    // MARK: Seed 002 — objc.io, "How an HStack lays out its children" (canvas 400 × 100 is ours)

    static let seed002: [FixtureProvenance] = {
        let file = "Fixtures/seed-002-hstack-flexibility.swift"
        return [
            entry(file, 0, "three fixed views", "seed 002: \"Each view becomes 100 points wide\"") { f in
                // HStack(spacing: 0) of three 100-wide views: 300, centred in 400 at 50.
                try f.expect("overlay[0]/HStack", x: 50, width: 300)
                for index in 0..<3 { try f.expect("overlay[0]/HStack[\(index)]/frame", x: 50 + 100 * Double(index), width: 100) }
            },
            entry(file, 1, "max width and min width",
                  "seed 002: \"the red rectangle becomes 75 wide, and the green rectangle becomes 100 wide\"") { f in
                // In a 150 frame (centred in 400 at 125): red (0…100) first, offered 150 / 2 = 75; green
                // offered 75 takes its minimum 100; the stack overflows to 175.
                try f.expect("overlay[0]/frame", x: 125, width: 150)
                try f.expect("overlay[0]/frame/HStack", width: 175)
                try f.expect("overlay[0]/frame/HStack[0]/frame", width: 75)
                try f.expect("overlay[0]/frame/HStack[1]/frame", width: 100)
            },
            entry(file, 2, "min width and max width swapped",
                  "seed 002: the same widths with the views swapped") { f in
                try f.expect("overlay[0]/frame/HStack", width: 175)
                try f.expect("overlay[0]/frame/HStack[0]/frame", width: 100)
                try f.expect("overlay[0]/frame/HStack[1]/frame", width: 75)
            },
            entry(file, 3, "flexibility order",
                  "seed 002: flexibility 100 (0…100) before 110 (90…200)") { f in
                // Red (flexibility 100) is offered 150 / 2 = 75 and takes it; green (90…200) is offered
                // 75 and takes its minimum 90: 165.
                try f.expect("overlay[0]/frame/HStack", width: 165)
                try f.expect("overlay[0]/frame/HStack[0]/frame", width: 90)
                try f.expect("overlay[0]/frame/HStack[1]/frame", width: 75)
            },
        ]
    }()

    // MARK: Seed 003 — Alexander Grebenyuk, "SwiftUI Layout System"

    static let seed003: [FixtureProvenance] = {
        let frames = "Fixtures/seed-003-frame/seed-003-frame.swift"
        let image = "overlay[0]/frame/overlay[0]/Image", frame = "overlay[0]/frame"
        let stacks = "Fixtures/seed-003-stack-alignment-spacer-padding.swift"
        return [
            entry(frames, 0, "frame", "seed 003, \"Frame\": \"Image view responds that it is only this big – 60x60\"") { f in
                // 60 × 60 centred in 80 × 80: (80 − 60) / 2 = 10 from each edge.
                try f.expect(frame, width: 80, height: 80)
                try f.expect(image, width: 60, height: 60)
                f.same(try f(image).x - f(frame).x, 10, tolerance: 0.001, "image inset")
                f.same(try f(image).y - f(frame).y, 10, tolerance: 0.001, "image inset")
            },
            entry(frames, 1, "frame top leading", "seed 003, \"Frame\": alignment .topLeading") { f in
                try f.expect(image, width: 60, height: 60)
                #expect(try f(image).origin == f(frame).origin)
            },
            entry(frames, 2, "frame resizable",
                  "seed 003: \"frame now directly affects the size of the image view\": 80 × 80") { f in
                try f.expect(image, width: 80, height: 80)
            },
            entry(frames, 3, "frame smaller", "seed 003: \"the child ultimately chooses its own size\"") { f in
                // A 40 × 80 frame; the image stays 60 × 60, centred: (40 − 60) / 2 = −10.
                try f.expect(frame, width: 40, height: 80)
                try f.expect(image, width: 60, height: 60)
                f.same(try f(image).x - f(frame).x, -10, tolerance: 0.001, "image overflow")
            },
            entry("Fixtures/seed-003-hello-world.swift", 0, "hello world",
                  "seed 003, \"Layout Basics\": the text is centred in the screen; text-metrics.md §1.4: 20.333 tall") { f in
                // Centred in the 393 × 759 canvas; one SF 17 line is 20.287 → 20.333 at @3x (published
                // UILabel frames, text-metrics.md §1.4).
                let text = try f("Text")
                f.same(text.x + text.width / 2, 393.0 / 2, "horizontal centre")
                f.same(text.y + text.height / 2, 759.0 / 2, "vertical centre")
                try f.expect("Text", height: 61.0 / 3)
            },
            entry("Fixtures/seed-003-safe-area.swift", 0, "safe area",
                  "seed 003, \"Safe Area\": edgesIgnoringSafeArea(.all) proposes the whole 393 × 852 screen") { f in
                let text = try f("Text")
                f.same(text.y + text.height / 2, 852.0 / 2, "vertical centre")
                f.same(text.x + text.width / 2, 393.0 / 2, "horizontal centre")
            },
            entry("Fixtures/seed-003-stack-images.swift", 0, "200 × 140",
                  "seed 003, \"Stack Layout Process\": \"always going to be 170x80\" (at 200 × 140)") { f in
                // 80 + 10 + 80 = 170, centred: ((200 − 170) / 2, (140 − 80) / 2) = (15, 30).
                try f.expect("HStack", x: 15, y: 30, width: 170, height: 80)
                try f.expect("HStack[0]/Image", x: 15, width: 80)
                try f.expect("HStack[1]/Image", x: 105, width: 80)
            },
            entry("Fixtures/seed-003-stack-images.swift", 1, "140 × 140",
                  "seed 003: 170x80 \"regardless of the size of its parent\" (at 140 × 140)") { f in
                // (140 − 170) / 2 = −15: the stack overflows its parent.
                try f.expect("HStack", x: -15, y: 30, width: 170, height: 80)
                try f.expect("HStack[1]/Image", x: 75, width: 80)
            },
            entry("Fixtures/seed-003-image-and-texts.swift", 0, "230 × 120",
                  "seed 003, image and two texts at 230: the image is offered 70 and stays 80; a text is offered 65") { f in
                // 230 − 2 × 10 = 210; image least flexible, offered 70, keeps 80; 130 left: the shorter
                // text (HStack[2]) is offered 65, so it is at most 65; the long one at most 130 − that.
                try f.expect("HStack[0]/overlay[0]/Image", width: 80, height: 80)
                let long = try f("HStack[1]/overlay[0]/Text"), short = try f("HStack[2]/overlay[0]/Text")
                #expect(short.width <= 65 + 1.0 / 3)
                #expect(long.width <= 130 - short.width + 1.0 / 3)
                f.same(long.x - (try f("HStack[0]/overlay")).maxX, 10, "spacing image → text")
                f.same(short.x - long.maxX, 10, "spacing text → text")
            },
            entry("Fixtures/seed-003-image-and-texts.swift", 1, "340 × 180",
                  "seed 003, the same at 340: the image stays 80; the texts share 340 − 20 − 80 = 240") { f in
                // Image offered 320 / 3 ≈ 106.7, keeps 80; the shorter text is offered 240 / 2 = 120.
                try f.expect("HStack[0]/overlay[0]/Image", width: 80, height: 80)
                let long = try f("HStack[1]/overlay[0]/Text"), short = try f("HStack[2]/overlay[0]/Text")
                #expect(short.width <= 120 + 1.0 / 3)
                #expect(long.width <= 240 - short.width + 1.0 / 3)
                f.same(short.x - long.maxX, 10, "spacing text → text")
            },
            entry(stacks, 0, "centred", "seed 003, \"Stacks\": a VStack centres its children") { f in
                let title = try f("VStack[0]/Text"), subtitle = try f("VStack[1]/Text")
                f.same(title.x + title.width / 2, subtitle.x + subtitle.width / 2, "centres")
                // Default spacing 8 (facts §B3; docs/engine.md "Known simplifications").
                f.same(subtitle.y - title.maxY, 8, "spacing")
            },
            entry(stacks, 1, "leading", "seed 003, \"Stacks\": VStack(alignment: .leading)") { f in
                f.same(try f("VStack[0]/Text").x, try f("VStack[1]/Text").x, tolerance: 0.001, "leading edges")
            },
            entry(stacks, 2, "spacer", "seed 003, \"Stacks\": a Spacer pushes the VStack to the leading edge") { f in
                // The HStack takes the whole 320; no spacing beside a Spacer (facts §B3), which takes the rest.
                try f.expect("HStack", x: 0, width: 320)
                try f.expect("HStack[0]/VStack", x: 0)
                let vStack = try f("HStack[0]/VStack")
                try f.expect("HStack[1]/Spacer", x: vStack.maxX, width: 320 - vStack.width)
            },
            entry(stacks, 3, "padding", "seed 003, \"Stacks\": .padding() adds 16 (iOS default) on every edge") { f in
                let padding = try f("HStack[0]/padding"), vStack = try f("HStack[0]/padding/VStack")
                f.same(vStack.x - padding.x, 16, tolerance: 0.001, "leading inset")
                f.same(vStack.y - padding.y, 16, "top inset")
                f.same(padding.width, vStack.width + 32, tolerance: 0.001, "padded width")
                try f.expect("HStack[1]/Spacer", x: padding.maxX)
            },
            entry("Fixtures/seed-003-environment.swift", 0, "environment spacing",
                  "seed 003, \"Environment\": spacing 20 when sizeCategory == .large (the default)") { f in
                // The text starts 80 (image) + 20 after the image's origin.
                f.same(try f("HStack[1]/Text").x - f("HStack[0]/Image").x, 100, tolerance: 0.001, "image + spacing")
            },
        ]
    }()

    // MARK: Seed 004 — The SwiftUI Field Guide, HStack page

    static let seed004: [FixtureProvenance] = {
        let text = "Fixtures/seed-004-hstack-text.swift", aligned = "Fixtures/seed-004-hstack-alignment.swift"
        /// A text between two colours: the text is least flexible (sized first, offered a third of
        /// what is left after 2 × 8 spacing) and wraps; the colours share the rest equally.
        @Sendable func between(_ f: ScenarioFrames, width: Double) throws {
            let left = try f("HStack[0]/Color"), text = try f("HStack[1]/Text"), right = try f("HStack[2]/Color")
            #expect(text.width <= (width - 16) / 3 + 1.0 / 3)
            // "the view initially renders with the text on two lines": more than one 20.333 line.
            #expect(text.height > 61.0 / 3 * 1.5)
            // Equal shares, up to a pixel: (width − 16 − text) / 2 need not fall on the @3x grid, and
            // snapping both edges of each colour can give one of them the extra pixel.
            f.same(left.width, right.width, "colour shares")
            f.same(left.width + text.width + right.width + 16, width, "the stack fills the proposal")
            f.same(text.x - left.maxX, 8, "default spacing")
        }
        return [
            entry(text, 0, "text between colours 200",
                  "seed 004: at 200 the text is offered (200 − 16) / 3 and wraps") { try between($0, width: 200) },
            entry(text, 1, "text between colours 240",
                  "seed 004: still wrapped at 240, \"although it would fit\"") { try between($0, width: 240) },
            entry(text, 2, "text with priority 240",
                  "seed 004: with .layoutPriority(1) \"the text is rendered at its ideal size\"") { f in
                // One line: 20.333 tall (text-metrics.md §1.4); the rectangles share 240 − 16 − text.
                let text = try f("HStack[1]/layoutPriority/Text")
                try f.expect("HStack[1]/layoutPriority/Text", height: 61.0 / 3)
                // Each rectangle gets half of the rest, up to the pixel its snapped edges may take.
                try f.same(f("HStack[0]/RoundedRectangle").width, (240 - 16 - text.width) / 2, "left share")
                try f.same(f("HStack[2]/RoundedRectangle").width, (240 - 16 - text.width) / 2, "right share")
            },
            entry(aligned, 0, "top", "seed 004, \"Alignment\": .top puts the children's tops on one line") { f in
                let tops = try (0..<3).map { try f(child($0)).y }
                #expect(Set(tops).count == 1, "\(f.origin): tops \(tops)")
            },
            entry(aligned, 1, "center", "seed 004: .center lines up the centres") { f in
                let centres = try (0..<3).map { try f(child($0)).midY }
                for centre in centres { f.same(centre, centres[0], "centres") }
            },
            entry(aligned, 3, "bottom", "seed 004: .bottom lines up the bottoms") { f in
                let bottoms = try (0..<3).map { try f(child($0)).maxY }
                for bottom in bottoms { f.same(bottom, bottoms[0], "bottoms") }
            },
            entry(aligned, 2, "firstTextBaseline",
                  "seed 004: the first baselines \"are on a single horizontal line\"; a view without text aligns its bottom") { f in
                let first = try f("HStack[1]/Text").y + f.baseline("HStack[1]/Text")
                let second = try f("HStack[2]/Text").y + f.baseline("HStack[2]/Text")
                f.same(first, second, "baselines")
                f.same(try f("HStack[0]/frame").maxY, first, "the colour's bottom")
            },
        ]
    }()

    private static func child(_ index: Int) -> String { index == 0 ? "HStack[0]/frame" : "HStack[\(index)]/Text" }

    // MARK: app-style-profile.swift — LayoutLens's own file; arithmetic from its constants

    static let appStyle: [FixtureProvenance] = {
        let file = "Fixtures/app-style-profile.swift"
        /// `ProfileCard`: `.padding(cardPadding)` (12) around an HStack whose first view is the
        /// 48 × 48 avatar (`avatarSize`); the card's background takes the padded size.
        @Sendable func card(_ f: ScenarioFrames, at prefix: String) throws {
            let background = try f(prefix + "background"), stack = try f(prefix + "background[0]/padding/HStack")
            let circle = try f(prefix + "background[0]/padding/HStack[0]/overlay[0]/frame/Circle")
            #expect(circle.size == Size(width: 48, height: 48))
            f.same(circle.x - background.x, 12, tolerance: 0.001, "padding + avatar")
            f.same(circle.y - background.y, 12, tolerance: 0.001, "padding + avatar")
            f.same(background.width, stack.width + 24, tolerance: 0.001, "padded width")
            // The initial is centred on the avatar (overlay, default .center; facts §B10).
            let initial = try f(prefix + "background[0]/padding/HStack[0]/overlay[1]/Text")
            f.same(initial.midX, circle.midX, "initial centred")
        }
        return [
            entry(file, 0, "Card", "fixture arithmetic: padding 12, avatar 48") { try card($0, at: "") },
            entry(file, 1, "List", "fixture arithmetic: each card spans the 375-pt list (Spacer(minLength: 0))") { f in
                try card(f, at: "VStack[0]/")
                try f.expect("VStack[0]/background", x: 0, width: 375)
            },
            entry(file, 2, "No tags", "fixture arithmetic: `tags: []` leaves an empty, 0 × 0 tag row") { f in
                try card(f, at: "")
                try f.expect("background[0]/padding/HStack[1]/VStack[1]/HStack", width: 0, height: 0)
            },
            entry(file, 3, "avatar 80", "fixture arithmetic: Avatar(size: 80) centred in 100 × 100") { f in
                // (100 − 80) / 2 = 10.
                try f.expect("overlay[0]/frame/Circle", x: 10, y: 10, width: 80, height: 80)
                f.same(try f("overlay[1]/Text").midX, 50, "initial centred")
            },
        ]
    }()

    // MARK: everyday-*.swift — LayoutLens's own screens (issue 14); numbers from the cited rules

    /// Sources: navigation bar 44 pt, large title +52 (Geoff Hackworth, "iPad Navigation Bar and
    /// Toolbar Height Changes in iOS 12"); list rows at least 44 pt, otherwise content + insets
    /// (Apple `defaultMinListRowHeight`; 44: Apple HIG "Layout"); 16-pt compact margins
    /// (useyourloaf.com, "Changing Root View Layout Margins"); switch 51 × 31 (c4ios.com,
    /// "Hacking UISwitch"); adaptive grid columns (objc.io, "SwiftUI's Grid Views"). The 11-pt
    /// vertical row inset, 35-pt section spacing and 7-pt header gap are the unverified rules of
    /// docs/engine.md. Canvas 393 × 759.
    static let everydayScreens: [FixtureProvenance] = {
        let settings = "Fixtures/everyday-settings-form.swift"
        let feed = "Fixtures/everyday-feed-list.swift"
        let gallery = "Fixtures/everyday-grid-gallery.swift"
        let detail = "Fixtures/everyday-navigation-detail.swift"
        return [
            entry(settings, 0, "Settings", "bar heights (Hackworth), list rules (Apple, HIG, useyourloaf), switch (c4ios)") { f in
                // Large title: 44 + 52 = 96; the form gets 759 − 96 = 663 below it.
                try f.expect("NavigationStack[0]/NavigationBar", x: 0, y: 0, width: 393, height: 96)
                try f.expect("NavigationStack[1]/Form", y: 96, width: 393, height: 663)
                // Inset-grouped: sections 16 from each side (393 − 32 = 361), 35 below the bar.
                try f.expect("NavigationStack[1]/Form[0]/Section", x: 16, y: 96 + 35, width: 361)
                // Header and row content inset 16 more: 32; rows 361 − 32 = 329 wide.
                try f.expect("NavigationStack[1]/Form[0]/Section[0]/header", x: 32, y: 131)
                let header = try f("NavigationStack[1]/Form[0]/Section[0]/header")
                let rowTop = header.y + header.height + 7
                // The toggle (31 tall) row: 31 + 11 + 11 = 53 > 44; the switch at 32 + 329 − 51 = 310.
                try f.expect("NavigationStack[1]/Form[0]/Section[1]/Toggle", x: 32, width: 329, height: 31)
                f.same(try f("NavigationStack[1]/Form[0]/Section[1]/Toggle").y, rowTop + 11, "toggle below the 11-pt inset")
                try f.expect("NavigationStack[1]/Form[0]/Section[1]/Toggle[1]/Switch", x: 310, width: 51, height: 31)
                // A one-line label row is raised to 44 and centred in it.
                f.same(try f("NavigationStack[1]/Form[0]/Section[2]/Label").midY, rowTop + 53 + 22, "label centred in 44")
                f.same(try f("NavigationStack[1]/Form[0]/Section[3]/Label").midY, rowTop + 53 + 44 + 22, "label centred in 44")
                // Sections are 35 apart.
                let first = try f("NavigationStack[1]/Form[0]/Section")
                f.same(try f("NavigationStack[1]/Form[1]/Section").y, first.y + first.height + 35, "section spacing")
                // A footer sits 7 below the last row: two 53-pt toggle rows.
                let second = try f("NavigationStack[1]/Form[1]/Section[0]/header")
                f.same(try f("NavigationStack[1]/Form[1]/Section[3]/footer").y, second.y + second.height + 7 + 53 + 53 + 7, "footer")
            },
            entry(feed, 0, "Feed", "inline bar (Hackworth), plain list rows (Apple, useyourloaf)") { f in
                try f.expect("NavigationStack[0]/NavigationBar", y: 0, width: 393, height: 44)
                try f.expect("NavigationStack[1]/List", y: 44, width: 393, height: 759 - 44)
                // Plain: no margin, no section spacing; content at 16, 11 below the row's top.
                try f.expect("NavigationStack[1]/List[0]/HStack", x: 16, y: 44 + 11)
                // Rows are content + 22 tall (> 44): each row starts where the last ended.
                let first = try f("NavigationStack[1]/List[0]/HStack")
                f.same(try f("NavigationStack[1]/List[1]/HStack").y, first.y + first.height + 22, "row 2")
                let second = try f("NavigationStack[1]/List[1]/HStack")
                f.same(try f("NavigationStack[1]/List[2]/HStack").y, second.y + second.height + 22, "row 3")
                // The 40-pt avatar, then 12 (the HStack's spacing) to the texts: 16 + 40 + 12 = 68.
                try f.expect("NavigationStack[1]/List[0]/HStack[1]/VStack", x: 68)
            },
            entry(gallery, 0, "Gallery", "adaptive columns (objc.io, SwiftUI's Grid Views)") { f in
                // Padding 16: the grid is 393 − 32 = 361 wide; ⌊(361 + 8) / (100 + 8)⌋ = 3 columns of
                // (361 − 2 × 8) / 3 = 115; square tiles (aspectRatio 1) 115 + 8 = 123 apart.
                try f.expect("ScrollView[0]/padding/LazyVGrid", x: 16, y: 16, width: 361)
                try f.expect("ScrollView[0]/padding/LazyVGrid[0]/aspectRatio", x: 16, y: 16, width: 115, height: 115)
                try f.expect("ScrollView[0]/padding/LazyVGrid[2]/aspectRatio", x: 16 + 2 * 123, y: 16)
                try f.expect("ScrollView[0]/padding/LazyVGrid[3]/aspectRatio", x: 16, y: 16 + 123)
                // Ten tiles: four rows, 4 × 115 + 3 × 8 = 484 tall; the scroll view keeps the 759.
                try f.expect("ScrollView[0]/padding/LazyVGrid", height: 484)
                try f.expect("ScrollView", height: 759)
            },
            entry(detail, 0, "Run detail", "inline bar (Hackworth), safeAreaInset and Grid (Apple), fixture arithmetic") { f in
                let root = "NavigationStack[1]/safeAreaInset"
                try f.expect("NavigationStack[0]/NavigationBar", height: 44)
                // The inset takes everything below the 44-pt bar: 759 − 44 = 715.
                try f.expect(root, y: 44, width: 393, height: 715)
                // The padded button sits against the bottom edge (padding 16 around it); the scroll
                // view gets the rest (no spacing given: 0, unverified).
                let bar = try f(root + "[1]/padding"), button = try f(root + "[1]/padding/Button")
                f.same(bar.y + bar.height, 759, tolerance: 0.001, "inset at the bottom")
                f.same(bar.height, button.height + 32, tolerance: 0.001, "padding 16")
                f.same(try f(root + "[0]/ScrollView").height, 715 - bar.height, "scroll view above the inset")
                // Grid: the names' column is trailing-aligned (gridColumnAlignment), so the names end
                // together; the values' column starts 12 (horizontalSpacing) after the widest name.
                let grid = root + "[0]/ScrollView[0]/padding/VStack[1]/Grid"
                let names = [try f(grid + "[1]/gridCell"), try f(grid + "[4]/gridCell"), try f(grid + "[7]/gridCell")]
                let column = names.map(\.width).max()!
                for name in names { f.same(name.x + name.width, names[2].x + column, "trailing column") }
                f.same(try f(grid + "[2]/Text").x, names[2].x + column + 12, "value column")
                // Rows 8 apart (verticalSpacing); the Divider spans the grid, 1 pt thick.
                let firstRow = try f(grid + "[0]/GridRow")
                f.same(try f(grid + "[3]/GridRow").y, firstRow.y + firstRow.height + 8, "row spacing")
                let gridFrame = try f(grid)
                try f.expect(grid + "[10]/Divider", x: gridFrame.x, width: gridFrame.width, height: 1)
            },
        ]
    }()
}
