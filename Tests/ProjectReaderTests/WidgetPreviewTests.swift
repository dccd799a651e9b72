import LayoutEngine
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// `#Preview(as: family) { Widget() } timeline: { … }`: each entry laid out in the family's tile.
///
/// Sources of the numbers: tile sizes from Apple's HIG "Widgets", Specifications, "iOS
/// dimensions" (393 × 852 screen: small 158 × 158, medium 338 × 158, large 338 × 354, circular
/// 72 × 72, rectangular 160 × 72, inline 234 × 26) and "iPadOS dimensions" (820 × 1180, Device:
/// extra large 628 × 300); the 16-point default content margins from the same page ("16 points
/// for most widgets") and WWDC23 "Bring widgets to new places" (margins, `contentMarginsDisabled`,
/// the removable `containerBackground`).
@Suite struct WidgetPreviewTests {
    /// A widget whose entry view is `content` (the entry is `e`, with `e.n` an Int), in `configuration`.
    private func source(_ previews: String, content: String = "Color.blue", modifiers: String = "") -> String {
        """
        import WidgetKit
        import SwiftUI
        struct E: TimelineEntry { let date: Date; let n: Int }
        struct P: TimelineProvider {
            func placeholder(in context: Context) -> E { E(date: Date(), n: 0) }
            func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: Date(), n: 1)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                completion(Timeline(entries: [E(date: Date(), n: 7), E(date: Date(), n: 8), E(date: Date(), n: 9)], policy: .atEnd))
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "W", provider: P()) { e in
                    \(content)
                }\(modifiers)
            }
        }
        \(previews)
        """
    }

    private func reading(_ source: String, device: PreviewDevice = .default) -> FileReading {
        SwiftUIFileReader.read(bytes: Array(source.utf8), file: "x.swift", assets: ImageAssets(directory: nil),
                               settings: PreviewSettings(device: device))
    }

    private func views(_ scenario: Scenario) -> [PlacedView] { layout(scenario).root.allViews }

    /// The root is the tile; the entry view (a colour, which takes what it is offered) is the tile
    /// less 16 points on each edge: 158 − 32 = 126, 338 − 32 = 306, 354 − 32 = 322. The accessory
    /// families get no margins here, so the colour is the tile.
    @Test func eachFamilyIsLaidOutInItsHIGTile() throws {
        let families: [(String, Size, Size)] = [
            ("systemSmall", Size(width: 158, height: 158), Size(width: 126, height: 126)),
            ("systemMedium", Size(width: 338, height: 158), Size(width: 306, height: 126)),
            ("systemLarge", Size(width: 338, height: 354), Size(width: 306, height: 322)),
            ("accessoryCircular", Size(width: 72, height: 72), Size(width: 72, height: 72)),
            ("accessoryRectangular", Size(width: 160, height: 72), Size(width: 160, height: 72)),
            ("accessoryInline", Size(width: 234, height: 26), Size(width: 234, height: 26)),
        ]
        for (family, tile, content) in families {
            let read = reading(source("#Preview(as: .\(family)) { W() } timeline: { E(date: .now, n: 1) }"))
            #expect(read.diagnostics.withoutLibraryAssumptions.isEmpty, "\(family): \(read.diagnostics.map(\.message.text))")
            let scenario = try #require(read.scenarios.first)
            #expect(scenario.proposal == ProposedSize(width: tile.width, height: tile.height))
            let placed = views(scenario)
            #expect(placed[0].frame == Rect(origin: .zero, size: tile), "\(family)")
            #expect(try frame(placed, kind: "Color").size == content, "\(family)")
        }
    }

    /// One scenario per entry, in order, named after the widget, the family and the entry.
    @Test func eachTimelineEntryIsAScenario() throws {
        let read = reading(source("""
        #Preview(as: .systemSmall) { W() } timeline: {
            E(date: .now, n: 1)
            E(date: .now, n: 2)
            E(date: .now, n: 3)
        }
        """, content: "Color.blue.frame(width: CGFloat(e.n) * 10, height: 20)"))
        #expect(read.diagnostics.withoutLibraryAssumptions.isEmpty, "\(read.diagnostics.map(\.message.text))")
        #expect(read.scenarios.map(\.name) == ["W systemSmall 1", "W systemSmall 2", "W systemSmall 3"])
        // The entry's n × 10 wide, centred in the 158-point tile: x = (158 − 10n) / 2.
        let colours = try read.scenarios.map { try frame(views($0), kind: "Color") }
        #expect(colours.map(\.width) == [10, 20, 30])
        #expect(colours.map(\.x) == [74, 69, 64])
    }

    /// `.contentMarginsDisabled()` gives the entry view the whole tile.
    @Test func contentMarginsDisabledGivesTheWholeTile() throws {
        let read = reading(source("#Preview(as: .systemMedium) { W() } timeline: { E(date: .now, n: 1) }",
                                  modifiers: "\n.contentMarginsDisabled()"))
        let colour = try frame(views(try #require(read.scenarios.first)), kind: "Color")
        #expect(colour == Rect(origin: .zero, size: Size(width: 338, height: 158)))
    }

    /// The container background fills the tile behind content smaller than it: a 20 × 20 square
    /// centred in 158 × 158 is at (69, 69); the background is the tile. An accessory family's
    /// background is removed, as on the Lock Screen.
    @Test func containerBackgroundFillsTheTileBehindTheContent() throws {
        let content = "Color.red.frame(width: 20, height: 20).containerBackground(for: .widget) { Color.yellow }"
        let small = reading(source("#Preview(as: .systemSmall) { W() } timeline: { E(date: .now, n: 1) }", content: content))
        #expect(small.diagnostics.withoutLibraryAssumptions.isEmpty, "\(small.diagnostics.map(\.message.text))")
        let placed = views(try #require(small.scenarios.first))
        let colours = placed.filter { $0.kind == "Color" }.map(\.frame)
        #expect(colours.contains(Rect(origin: .zero, size: Size(width: 158, height: 158))))
        #expect(colours.contains(Rect(origin: Point(x: 69, y: 69), size: Size(width: 20, height: 20))))
        let circular = reading(source("#Preview(as: .accessoryCircular) { W() } timeline: { E(date: .now, n: 1) }", content: content))
        #expect(views(try #require(circular.scenarios.first)).filter { $0.kind == "Color" }.count == 1)
    }

    /// `@Environment(\.widgetFamily)` reads the previewed family: the view switches on it.
    @Test func widgetFamilyIsInTheEnvironment() throws {
        let text = source("""
        struct V: View {
            @Environment(\\.widgetFamily) var family
            var body: some View {
                if family == .systemMedium { Color.green.frame(width: 100, height: 10) } else { Color.green.frame(width: 10, height: 10) }
            }
        }
        #Preview(as: .systemSmall) { W() } timeline: { E(date: .now, n: 1) }
        #Preview(as: .systemMedium) { W() } timeline: { E(date: .now, n: 1) }
        """, content: "V()")
        let read = reading(text)
        #expect(read.diagnostics.withoutLibraryAssumptions.isEmpty, "\(read.diagnostics.map(\.message.text))")
        #expect(try read.scenarios.map { try frame(views($0), kind: "Color").width } == [10, 100])
    }

    /// `#Preview(as:widget:timelineProvider:)`: the provider's `getTimeline` entries (n = 7, 8, 9).
    @Test func aTimelineProviderGivesTheEntries() throws {
        let read = reading(source("#Preview(as: .systemSmall, widget: { W() }, timelineProvider: { P() })",
                                  content: "Color.blue.frame(width: CGFloat(e.n), height: 5)"))
        #expect(read.diagnostics.withoutLibraryAssumptions.isEmpty, "\(read.diagnostics.map(\.message.text))")
        #expect(try read.scenarios.map { try frame(views($0), kind: "Color").width } == [7, 8, 9])
        #expect(read.scenarios.first?.name == "W provider systemSmall 1")
    }

    /// On an iPad the HIG's Device row: the 820 × 1180 iPad's extra large tile is 628 × 300.
    @Test func extraLargeIsAnIPadFamily() throws {
        let preview = "#Preview(as: .systemExtraLarge) { W() } timeline: { E(date: .now, n: 1) }\n#Preview { Color.red }"
        let pad = reading(source(preview), device: .iPadAir11)
        #expect(pad.scenarios.first?.proposal == ProposedSize(width: 628, height: 300))
        // On an iPhone there is no such tile: an error for that preview, the other still laid out.
        let phone = reading(source(preview))
        #expect(phone.diagnostics.contains { $0.severity == .error && $0.message.text.contains("systemExtraLarge") })
        #expect(phone.scenarios.count == 1)
    }

    /// A screen the HIG's table leaves out (402 × 874) takes the row of the largest listed screen
    /// that fits in it (393 × 852: 158 × 158) and says so.
    @Test func anUnlistedScreenUsesTheNearestRowWithAWarning() throws {
        let read = reading(source("#Preview(as: .systemSmall) { W() } timeline: { E(date: .now, n: 1) }"), device: .iPhone17)
        #expect(read.scenarios.first?.proposal == ProposedSize(width: 158, height: 158))
        #expect(read.diagnostics.withoutLibraryAssumptions.map(\.message.id) == ["widgetTileUnpublished"])
        #expect(WidgetTile.tile(.systemLarge, on: .iPhone17ProMax)?.size == Size(width: 364, height: 382))
        let plus = try #require(WidgetTile.tile(.systemMedium, on: .iPhone16Plus))
        #expect(plus.size == Size(width: 364, height: 170) && plus.isPublished)
    }

    /// A timeline with no entry is an error for that preview; one longer than 100 entries is laid
    /// out up to its 100th, with a warning; another preview of the file is still laid out.
    @Test func emptyAndRunawayTimelinesAreReported() throws {
        let read = reading(source("""
        #Preview(as: .systemSmall) { W() } timeline: { }
        #Preview(as: .systemSmall) { W() } timeline: { for n in 0..<150 { E(date: .now, n: n) } }
        #Preview { Color.red }
        """))
        #expect(read.diagnostics.contains { $0.severity == .error && $0.message.text.contains("no entries") })
        #expect(read.diagnostics.contains { $0.message.id == "widgetEntriesCapped" })
        #expect(read.scenarios.count == 100 + 1)
    }

    /// An App Intents widget: `@Parameter(default:)` holds its default, a preview's intent sets it,
    /// and `#Preview(as:using:widget:timelineProvider:)` runs the provider's async
    /// `timeline(for:in:)` with that intent (three entries, each a square `size` points wide).
    @Test func anAppIntentWidgetsParametersAndTimelineAreRead() throws {
        let read = reading("""
        import WidgetKit
        import SwiftUI
        import AppIntents
        struct SizeIntent: WidgetConfigurationIntent {
            static var title: LocalizedStringResource { "Size" }
            @Parameter(title: "Side", default: 30) var side: Int
        }
        struct Entry: TimelineEntry { let date: Date; let intent: SizeIntent; let step: Int }
        struct Steps: AppIntentTimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: .now, intent: SizeIntent(), step: 0) }
            func snapshot(for configuration: SizeIntent, in context: Context) async -> Entry { placeholder(in: context) }
            func timeline(for configuration: SizeIntent, in context: Context) async -> Timeline<Entry> {
                var entries: [Entry] = []
                for step in 1...3 { entries.append(Entry(date: .now, intent: configuration, step: step)) }
                return Timeline(entries: entries, policy: .never)
            }
        }
        struct Squares: Widget {
            var body: some WidgetConfiguration {
                AppIntentConfiguration(kind: "Squares", intent: SizeIntent.self, provider: Steps()) { entry in
                    Color.teal.frame(width: CGFloat(entry.intent.side + entry.step), height: 10)
                }
            }
        }
        extension SizeIntent {
            static var large: SizeIntent {
                let intent = SizeIntent()
                intent.side = 50
                return intent
            }
        }
        #Preview(as: .systemSmall) { Squares() } timeline: { Entry(date: .now, intent: SizeIntent(), step: 0) }
        #Preview(as: .systemSmall, using: SizeIntent.large, widget: { Squares() }, timelineProvider: { Steps() })
        """)
        #expect(read.diagnostics.withoutLibraryAssumptions.isEmpty, "\(read.diagnostics.map(\.message.text))")
        // 30 + 0 from the default; then 50 + 1, 50 + 2, 50 + 3 from the provider with the preview's intent.
        #expect(try read.scenarios.map { try frame(views($0), kind: "Color").width } == [30, 51, 52, 53])
    }

    /// A Lock Screen widget: `AccessoryWidgetBackground()` takes the whole 72 × 72 circular tile
    /// (no margins there); `widgetURL`, `widgetAccentable` and `widgetLabel` change nothing.
    @Test func accessoryBackgroundFillsTheLockScreenTile() throws {
        let read = reading(source("#Preview(as: .accessoryCircular) { W() } timeline: { E(date: .now, n: 1) }", content: """
        ZStack { AccessoryWidgetBackground(); Color.white.frame(width: 20, height: 20).widgetAccentable() }
            .widgetURL(URL(string: "app://w")).widgetLabel("W")
        """))
        #expect(read.diagnostics.withoutLibraryAssumptions.isEmpty, "\(read.diagnostics.map(\.message.text))")
        let placed = views(try #require(read.scenarios.first))
        #expect(try frame(placed, kind: "Color", 0) == Rect(origin: .zero, size: Size(width: 72, height: 72)))
        #expect(try frame(placed, kind: "Color", 1).origin == Point(x: 26, y: 26))
    }

    /// A Live Activity preview (`as: .content`) of a widget whose body is no `ActivityConfiguration`
    /// is an error for that preview alone (Live Activities themselves: `LiveActivityPreviewTests`).
    @Test func liveActivityPreviewsAreReportedNotMisread() throws {
        let read = reading(source("""
        #Preview("Banner", as: .content, using: 1) { W() } contentStates: { 1 }
        #Preview { Color.red }
        """))
        #expect(read.diagnostics.map(\.message.text).contains { $0.contains("Live Activity") })
        #expect(read.scenarios.count == 1)
    }

    /// A preview of something that is no widget, of an unknown family, or without a body closure is
    /// an error at its place; the file's other previews are still laid out.
    @Test func malformedWidgetPreviewsAreErrorsAtTheirPlace() throws {
        let read = reading(source("""
        #Preview(as: .systemSmall) { Text("x") } timeline: { E(date: .now, n: 1) }
        #Preview(as: .systemHuge) { W() } timeline: { E(date: .now, n: 1) }
        #Preview(as: 5) { W() } timeline: { E(date: .now, n: 1) }
        #Preview(as: .systemSmall)
        #Preview { Color.red }
        """))
        let errors = read.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 4, "\(errors.map(\.message.text))")
        #expect(errors.first?.range.start.column == 28)
        #expect(read.scenarios.count == 1)
    }

    /// A mood widget in three families, written the way WidgetKit's template writes one: laid out
    /// with no warning (nothing stood in) and every view inside its tile.
    @Test func aRealisticWidgetInThreeFamiliesLaysOutWithoutStandIns() throws {
        let read = reading(Self.moodWidget)
        #expect(read.diagnostics.withoutLibraryAssumptions.isEmpty, "\(read.diagnostics.map(\.message.text))")
        #expect(read.scenarios.map(\.name) == ["MoodWidget systemSmall 1", "MoodWidget systemSmall 2",
                                               "MoodWidget systemMedium 1", "MoodWidget accessoryRectangular 1"])
        for scenario in read.scenarios {
            let placed = views(scenario)
            let tile = placed[0].frame
            for view in placed where view.kind != "Spacer" {
                #expect(view.frame.x >= tile.x && view.frame.maxX <= tile.maxX + 0.001, "\(scenario.name): \(view.label)")
            }
        }
    }

    static let moodWidget = """
    import WidgetKit
    import SwiftUI

    struct MoodEntry: TimelineEntry {
        let date: Date
        let mood: String
        let streak: Int
    }

    struct MoodProvider: TimelineProvider {
        func placeholder(in context: Context) -> MoodEntry { MoodEntry(date: Date(), mood: "Calm", streak: 3) }
        func getSnapshot(in context: Context, completion: @escaping (MoodEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<MoodEntry>) -> Void) {
            completion(Timeline(entries: [MoodEntry(date: Date(), mood: "Happy", streak: 12)], policy: .atEnd))
        }
    }

    struct MoodWidgetView: View {
        @Environment(\\.widgetFamily) var family
        var entry: MoodEntry

        var body: some View {
            switch family {
            case .accessoryRectangular:
                VStack(alignment: .leading) {
                    Text(entry.mood).font(.headline)
                    Text("\\(entry.streak)-day streak").font(.caption)
                }
            case .systemMedium:
                HStack(spacing: 12) {
                    Circle().fill(.orange).frame(width: 56, height: 56)
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Today").font(.caption).foregroundStyle(.secondary)
                        Text(entry.mood).font(.title2.bold())
                        Text("\\(entry.streak)-day streak").font(.footnote)
                    }
                    Spacer()
                }
            default:
                VStack(alignment: .leading, spacing: 4) {
                    Text("Today").font(.caption).foregroundStyle(.secondary)
                    Text(entry.mood).font(.title2.bold())
                    Spacer()
                    Text("\\(entry.streak)-day streak").font(.footnote)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }

    struct MoodWidget: Widget {
        let kind = "MoodWidget"
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: kind, provider: MoodProvider()) { entry in
                MoodWidgetView(entry: entry)
                    .containerBackground(.orange.gradient, for: .widget)
            }
            .configurationDisplayName("Mood")
            .description("Your mood today.")
            .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
        }
    }

    #Preview(as: .systemSmall) {
        MoodWidget()
    } timeline: {
        MoodEntry(date: .now, mood: "Happy", streak: 12)
        MoodEntry(date: .now, mood: "Tired", streak: 2)
    }

    #Preview(as: .systemMedium) {
        MoodWidget()
    } timeline: {
        MoodEntry(date: .now, mood: "Happy", streak: 12)
    }

    #Preview(as: .accessoryRectangular) {
        MoodWidget()
    } timeline: {
        MoodEntry(date: .now, mood: "Calm", streak: 5)
    }
    """
}
