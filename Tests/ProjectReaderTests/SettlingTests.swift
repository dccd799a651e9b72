import Diagnostics
import LayoutEngine
import SwiftFrontEnd
import SwiftUIRuntime
import Testing
@testable import ProjectReader

/// Previews as the canvas shows them (issue 31): `onAppear` and `.task` have run, state written
/// from measured geometry (preferences, `onGeometryChange`) has been applied, and the scene has
/// been laid out again until nothing changed. Widths are `Color` frames, so every number is
/// exact arithmetic.
@Suite struct SettlingTests {
    private func settled(_ source: String) throws -> (views: [PlacedView], warnings: [String]) {
        let reading = read(source)
        let errors = reading.diagnostics.filter { $0.severity == .error }.map(\.text)
        try #require(errors.isEmpty, "\(errors)")
        let scenario = try #require(reading.scenarios.first)
        return (layout(scenario).root.allViews, reading.diagnostics.filter { $0.severity == .warning }.map(\.text))
    }

    private func story(_ source: String) throws -> [PreviewRun] {
        let (syntax, _) = SwiftParser.parse(bytes: Array(source.utf8), file: "x.swift")
        return SwiftUIRuntime(file: syntax).run().previews
    }

    static let equalColumns = """
    import SwiftUI

    struct MaxWidthKey: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
            value = max(value, nextValue())
        }
    }

    struct EqualColumns: View {
        @State private var column: CGFloat = 0
        let widths: [CGFloat] = [40, 120, 80]
        var body: some View {
            HStack(spacing: 0) {
                ForEach(widths, id: \\.self) { width in
                    Color.orange.frame(width: width, height: 10)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: MaxWidthKey.self, value: proxy.size.width)
                        })
                        .frame(width: column > 0 ? column : nil, alignment: .leading)
                }
            }
            .onPreferenceChange(MaxWidthKey.self) { column = $0 }
        }
    }

    #Preview(traits: .sizeThatFitsLayout) { EqualColumns() }
    """

    /// Pass 1 measures the cells at 40, 120 and 80; the key keeps the largest (120), which the
    /// second pass gives every column: three columns of 120 make an HStack 360 wide, each cell
    /// at 0, 120 and 240 with its colour at the leading edge.
    @Test func equalWidthColumnsTakeTheWidestMeasuredCell() throws {
        let (views, _) = try settled(Self.equalColumns)
        let stack = try #require(views.first { $0.kind == "HStack" })
        #expect(stack.frame.size.width == 360)
        let columns = views.filter { $0.kind == "frame" && $0.children.first?.kind == "background" }
        #expect(columns.map(\.frame.size.width) == [120, 120, 120])
        #expect(columns.map(\.frame.origin.x) == [0, 120, 240])
        let colours = views.filter { $0.label == "Color.orange" }
        #expect(colours.map(\.frame.size.width) == [40, 120, 80])
        #expect(colours.map(\.frame.origin.x) == [0, 120, 240])
    }

    /// The scenario carries the story, so `explain` tells how the preview settled.
    @Test func theScenarioCarriesTheStory() throws {
        let scenario = try #require(read(Self.equalColumns).scenarios.first)
        #expect(scenario.settling.first?.hasPrefix("pass 2: onPreferenceChange(MaxWidthKey)") == true, "\(scenario.settling)")
    }

    /// The story says which closure changed which state, and what moved.
    @Test func thePassesAreTold() throws {
        let run = try #require(try story(Self.equalColumns).first)
        #expect(run.settling.passes == 2)
        #expect(run.settling.settled)
        let line = try #require(run.settling.lines.first)
        #expect(line.hasPrefix("pass 2: onPreferenceChange(MaxWidthKey)"), "\(run.settling.lines)")
        #expect(line.contains("set column 0.0 → 120.0"), "\(line)")
    }

    /// Tags of 100, 150, 80, 120 and 60 in 300 points: measured in pass 1 (each in one row, since
    /// no width is known), then wrapped: 100 + 150 = 250 fits, + 80 = 330 does not; 80 + 120 + 60
    /// = 260 fits. Two rows 20 tall with 8 between: the second row starts 28 below the first;
    /// the VStack is 260 × 48, centred in 300 × 400 at ((300 − 260) / 2, (400 − 48) / 2) = (20, 176).
    @Test func aTagFlowWrapsAtTheMeasuredWidths() throws {
        let (views, _) = try settled("""
        import SwiftUI

        struct TagWidthsKey: PreferenceKey {
            static var defaultValue: [Int: CGFloat] = [:]
            static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
                for (key, width) in nextValue() { value[key] = width }
            }
        }

        struct TagFlow: View {
            let tags: [CGFloat] = [100, 150, 80, 120, 60]
            let maxWidth: CGFloat = 300
            @State private var widths: [Int: CGFloat] = [:]

            var rows: [[Int]] {
                var rows: [[Int]] = [[]]
                var used: CGFloat = 0
                for index in tags.indices {
                    let width = widths[index] ?? 0
                    if used + width > maxWidth, !rows[rows.count - 1].isEmpty {
                        rows.append([])
                        used = 0
                    }
                    rows[rows.count - 1].append(index)
                    used += width
                }
                return rows
            }

            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(rows, id: \\.self) { row in
                        HStack(spacing: 0) {
                            ForEach(row, id: \\.self) { index in
                                Color.blue.frame(width: tags[index], height: 20)
                                    .background(GeometryReader { proxy in
                                        Color.clear.preference(key: TagWidthsKey.self, value: [index: proxy.size.width])
                                    })
                            }
                        }
                    }
                }
                .onPreferenceChange(TagWidthsKey.self) { widths = $0 }
            }
        }

        #Preview(traits: .fixedLayout(width: 300, height: 400)) { TagFlow() }
        """)
        let stack = try #require(views.first { $0.kind == "VStack" })
        #expect(stack.frame == Rect(origin: Point(x: 20, y: 176), size: Size(width: 260, height: 48)))
        let tags = views.filter { $0.label == "Color.blue" }.map(\.frame.origin)
        #expect(tags == [Point(x: 20, y: 176), Point(x: 120, y: 176),
                         Point(x: 20, y: 204), Point(x: 100, y: 204), Point(x: 220, y: 204)])
    }

    /// `.task` fills the list from the file's own loader (an `await` of app code completes), then
    /// waits on `Task.sleep`, which never ends in a preview: what follows does not run (warned).
    /// `onAppear` runs child before parent (the most deeply nested first): the marker sees
    /// ["child", "parent"] and is 30 wide.
    /// Four rows of 30, the marker and the flag (5 each) with 4 between: 4·30 + 2·5 + 5·4 = 150.
    @Test func aListFilledInATaskFromSampleData() throws {
        let (views, warnings) = try settled("""
        import SwiftUI

        struct Prompt: Identifiable {
            let id: Int
            let title: String
        }

        enum SampleData {
            static let prompts = (1...4).map { Prompt(id: $0, title: "Prompt \\($0)") }
        }

        final class PromptLoader {
            func load() async -> [Prompt] { SampleData.prompts }
        }

        struct PromptGrid: View {
            @State private var prompts: [Prompt] = []
            @State private var refreshed = false
            @State private var order: [String] = []
            var body: some View {
                VStack(spacing: 4) {
                    ForEach(prompts) { _ in Color.green.frame(width: 50, height: 30) }
                    Marker(order: $order)
                    Color.red.frame(width: refreshed ? 99 : 10, height: 5)
                }
                .onAppear { order.append("parent") }
                .task {
                    prompts = await PromptLoader().load()
                    try? await Task.sleep(nanoseconds: 1_000_000_000)
                    refreshed = true
                }
            }
        }

        struct Marker: View {
            @Binding var order: [String]
            var body: some View {
                Color.blue.frame(width: order == ["child", "parent"] ? 30 : 5, height: 5)
                    .onAppear { order.append("child") }
            }
        }

        #Preview(traits: .sizeThatFitsLayout) { PromptGrid() }
        """)
        #expect(views.filter { $0.label == "Color.green" }.count == 4)
        #expect(views.first { $0.kind == "VStack" }?.frame.size.height == 150)
        #expect(views.first { $0.label == "Color.blue" }?.frame.size.width == 30)
        #expect(views.first { $0.label == "Color.red" }?.frame.size.width == 10)
        #expect(warnings.contains { $0.contains("'Task.sleep'") && $0.contains("never does") })
    }

    /// Sign-in buttons side by side when the measured width passes 400: the canvas offers 568, so
    /// after `onGeometryChange` reports it the second pass takes the regular branch: black and
    /// blue on one row, 100 apart, centred in 568 at (568 − 200) / 2 = 184.
    @Test func aBranchChosenFromAMeasuredWidth() throws {
        let (views, _) = try settled("""
        import SwiftUI

        struct SignInButtons: View {
            @State private var width: CGFloat = 0
            var body: some View {
                Group {
                    if width > 400 {
                        HStack(spacing: 0) {
                            Color.black.frame(width: 100, height: 44)
                            Color.blue.frame(width: 100, height: 44)
                        }
                    } else {
                        VStack(spacing: 0) {
                            Color.black.frame(width: 100, height: 44)
                            Color.blue.frame(width: 100, height: 44)
                        }
                    }
                }
                .frame(maxWidth: .infinity)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: { newWidth in
                    width = newWidth
                }
            }
        }

        #Preview(traits: .fixedLayout(width: 568, height: 320)) { SignInButtons() }
        """)
        let black = try #require(views.first { $0.label == "Color.black" }?.frame)
        let blue = try #require(views.first { $0.label == "Color.blue" }?.frame)
        #expect(black.origin.y == blue.origin.y)
        #expect(black.origin.x == 184)
        #expect(blue.origin.x - black.origin.x == 100)
    }

    /// Bad input stops at its bound with a warning, and the preview still lays out: a preference
    /// that grows every pass, a task that never ends, an `onChange` that undoes `onAppear`.
    @Test func closuresThatNeverSettleStopAtTheirBound() throws {
        let reading = read("""
        import SwiftUI

        struct GrowKey: PreferenceKey {
            static var defaultValue: Int = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }

        struct Grower: View {
            @State private var count = 0
            var body: some View {
                Color.red.frame(width: CGFloat(count), height: 10)
                    .preference(key: GrowKey.self, value: count + 1)
                    .onPreferenceChange(GrowKey.self) { count = $0 }
            }
        }

        struct Flipper: View {
            @State private var flag = false
            var body: some View {
                Color.green.frame(width: 10, height: flag ? 20 : 10)
                    .onAppear { flag.toggle() }
                    .onChange(of: flag) { flag.toggle() }
            }
        }

        struct Spinner: View {
            @State private var n = 0
            var body: some View {
                Color.green.frame(width: 10, height: 10)
                    .task { while true { n += 1 } }
            }
        }

        #Preview("grows") { Grower() }
        #Preview("flips") { Flipper() }
        #Preview("spins") { Spinner() }
        """)
        #expect(reading.scenarios.count == 3)
        let warnings = reading.diagnostics.filter { $0.severity == .warning }
        let grows = try #require(warnings.first { $0.text.contains("'Grower.count' kept changing") })
        // At the closure that last changed it: `onPreferenceChange` on line 13.
        #expect(grows.line == 13)
        #expect(warnings.contains { $0.text.contains("'Flipper.flag' kept changing") })
        #expect(warnings.contains { $0.text.contains("'task' stopped before it finished") && $0.text.contains("step limit") })
        // Each pass adds one to the count (the preference is count + 1): after the eight-pass
        // bound the red colour is as wide as the count of the last pass shown.
        let red = try #require(reading.scenarios.first.map { layout($0).root.allViews.first { $0.label == "Color.red" } } ?? nil)
        #expect(red.frame.size.width == Double(SwiftUIRuntime.maximumSettlingPasses - 1))
    }

    /// A button's action, a tap gesture and `onDisappear` never run.
    @Test func userActionsAndDisappearanceNeverRun() throws {
        let (views, _) = try settled("""
        import SwiftUI

        struct Untouched: View {
            @State private var width: CGFloat = 10
            var body: some View {
                VStack {
                    Button("Grow") { width = 200 }
                    Color.red.frame(width: width, height: 10)
                        .onTapGesture { width = 300 }
                        .onDisappear { width = 400 }
                }
            }
        }

        #Preview(traits: .sizeThatFitsLayout) { Untouched() }
        """)
        #expect(views.first { $0.label == "Color.red" }?.frame.size.width == 10)
    }
}

extension SettlingTests {
    /// A `GeometryReader`'s content stores what it measured from its own `onAppear`: the red bar
    /// is 50 tall, so after the second pass the blue spacer below it is 50 tall too, and the stack
    /// 50 + 50 = 100.
    @Test func geometryReaderContentWritesState() throws {
        let (views, _) = try settled("""
        import SwiftUI

        struct MeasuredHeader: View {
            @State private var height: CGFloat = 0
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 80, height: 50)
                        .background(GeometryReader { proxy in
                            Color.clear.onAppear { height = proxy.size.height }
                        })
                    Color.blue.frame(width: 10, height: height)
                }
            }
        }

        #Preview(traits: .sizeThatFitsLayout) { MeasuredHeader() }
        """)
        #expect(views.first { $0.label == "Color.blue" }?.frame.size.height == 50)
        #expect(views.first { $0.kind == "VStack" }?.frame.size.height == 100)
    }
}

extension SettlingTests {
    /// View models filled when the view appears: an `ObservableObject` loaded in `onAppear` (three
    /// rows of 10) and an `@Observable` model whose `async` fetch (the file's own code) completes
    /// in `.task` (two rows of 20): 3·10 + 2·20 = 70 tall.
    @Test func viewModelsFilledOnAppearAndInATask() throws {
        let (views, warnings) = try settled("""
        import SwiftUI

        final class FeedModel: ObservableObject {
            @Published var items: [Int] = []
            func load() { items = [1, 2, 3] }
        }

        @Observable final class Library {
            var books: [String] = []
            func fetch() async { books = ["a", "b"] }
        }

        struct Feed: View {
            @StateObject private var model = FeedModel()
            @State private var library = Library()
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(model.items, id: \\.self) { _ in Color.red.frame(width: 10, height: 10) }
                    ForEach(library.books, id: \\.self) { _ in Color.blue.frame(width: 20, height: 20) }
                }
                .onAppear { model.load() }
                .task { await library.fetch() }
            }
        }

        #Preview(traits: .sizeThatFitsLayout) { Feed() }
        """)
        #expect(views.filter { $0.label == "Color.red" }.count == 3)
        #expect(views.filter { $0.label == "Color.blue" }.count == 2)
        #expect(views.first { $0.kind == "VStack" }?.frame.size.height == 70)
        #expect(!warnings.contains { $0.contains("never does") })
    }
}

extension SettlingTests {
    /// `task(id:)` runs again for a new id (Apple docs, "task(id:priority:_:)"): `onAppear` moves
    /// to page 1 before the page-0 task runs, so the task runs for 0 (one row) and again for 1
    /// (three rows of 10): 30 tall.
    @Test func aTaskWithAnIdRunsAgainWhenTheIdChanges() throws {
        let (views, _) = try settled("""
        import SwiftUI

        struct Pages: View {
            @State private var page = 0
            @State private var rows: [Int] = []
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(rows, id: \\.self) { _ in Color.red.frame(width: 10, height: 10) }
                }
                .task(id: page) { rows = page == 0 ? [1] : [1, 2, 3] }
                .onAppear { page = 1 }
            }
        }

        #Preview(traits: .sizeThatFitsLayout) { Pages() }
        """)
        #expect(views.filter { $0.label == "Color.red" }.count == 3)
        #expect(views.first { $0.kind == "VStack" }?.frame.size.height == 30)
    }

    /// What moved is told with the pass: in the equal columns the second and third colours move
    /// from x = 40 and 160 (after 40 and 40 + 120) to x = 120 and 240.
    @Test func theStoryTellsWhatMoved() throws {
        let run = try #require(try story(Self.equalColumns).first)
        let line = try #require(run.settling.lines.first)
        #expect(line.contains("Color.orange moved to (120, 0)"), "\(line)")
        #expect(line.contains("Color.orange moved to (240, 0)"), "\(line)")
    }
}

extension SettlingTests {
    /// Each preview settles within a budget of its own, as each canvas preview runs its closures
    /// whatever the file's other previews did: a runaway task in the first preview (stopped at the
    /// step limit) leaves the second preview's task its whole budget, so the second preview's task
    /// sets its width to 40 (before, the first had spent the file's one settling budget and the
    /// second's task never ran, leaving 10).
    @Test func eachPreviewSettlesWithinABudgetOfItsOwn() throws {
        let reading = read("""
        import SwiftUI

        struct Spinner: View {
            @State private var n = 0
            var body: some View {
                Color.green.frame(width: 10, height: 10)
                    .task { while true { n += 1 } }
            }
        }

        struct Grower: View {
            @State private var width: CGFloat = 10
            var body: some View {
                Color.blue.frame(width: width, height: 10)
                    .task { width = 40 }
            }
        }

        #Preview("runaway") { Spinner() }
        #Preview("grows") { Grower() }
        """)
        #expect(reading.scenarios.count == 2)
        let warnings = reading.diagnostics.filter { $0.severity == .warning }.map(\.text)
        #expect(warnings.contains { $0.contains("step limit") })
        #expect(!warnings.contains { $0.contains("for settling is spent") }, "\(warnings)")
        let grows = try #require(reading.scenarios.last)
        let blue = try #require(layout(grows).root.allViews.first { $0.label == "Color.blue" })
        #expect(blue.frame.size.width == 40)
    }

    /// A pass after the first costs settling its own steps, not the steps the file's earlier
    /// previews took. Each statement run is one step and each loop iteration one more
    /// (`Interpreter.exec`, the `for`-`in` loop), so `total` takes 2 × 200 000 = 400 000 steps,
    /// under a run's 1 000 000 even if a body is evaluated twice; the three `Busy` previews take
    /// at least 1 200 000 together. The last preview's task changes `started`, a second pass is
    /// resolved, and its `onChange` sets the width to 40 (before, the second pass was charged
    /// the file's 1 200 000 steps so far, past the settling budget, and `onChange` never ran).
    @Test func aLaterPassCostsSettlingItsOwnStepsOnly() throws {
        let reading = read("""
        import SwiftUI

        struct Busy: View {
            var total: Int {
                var t = 0
                for i in 0..<200_000 { t += i % 2 }
                return t
            }
            var body: some View { Color.gray.frame(width: CGFloat(total % 2 + 10), height: 10) }
        }

        struct Chained: View {
            @State private var started = false
            @State private var width: CGFloat = 10
            var body: some View {
                Color.blue.frame(width: width, height: 10)
                    .task { started = true }
                    .onChange(of: started) { width = 40 }
            }
        }

        #Preview("busy 1") { Busy() }
        #Preview("busy 2") { Busy() }
        #Preview("busy 3") { Busy() }
        #Preview("chained") { Chained() }
        """)
        #expect(reading.scenarios.count == 4)
        let warnings = reading.diagnostics.filter { $0.severity == .warning }.map(\.text)
        #expect(!warnings.contains { $0.contains("for settling is spent") }, "\(warnings)")
        let chained = try #require(reading.scenarios.last)
        let blue = try #require(layout(chained).root.allViews.first { $0.label == "Color.blue" })
        #expect(blue.frame.size.width == 40)
    }
}
