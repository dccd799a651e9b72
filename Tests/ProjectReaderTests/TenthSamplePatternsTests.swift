import LayoutEngine
import Testing
@testable import ProjectReader

/// Shapes a tenth sample of public view files (30 files of 3 app repositories kept outside the
/// repository) used and the reader did not yet run. Each is another file's value passed through
/// Swift that needs no value of it, so it stays unknown until the layout reads it; each case is
/// written here from the language rule, not copied.
@Suite struct TenthSamplePatternsTests {
    /// `Int(engine.progress * 100)`, `max(1, …)`, `Double(…)` and the largest or smallest of
    /// another file's numbers are as unknown as the numbers: a text of one shows its name
    /// (reported); no error.
    @Test func numbersConvertedFromAnotherFilesValue() throws {
        let reading = read("""
        import SwiftUI
        struct Progress: View {
            let engine = WorkoutEngine.shared
            var body: some View {
                VStack {
                    Text("\\(Int(engine.progress * 100))%")
                    Text("\\(max(1, Int(Double(engine.seconds) / 60)))")
                    Text("\\((engine.laps.map { $0.pace }.max() ?? 0) + 1)")
                    Text("\\(([engine.best, engine.last].min() ?? 0) + 1)")
                }
            }
        }
        #Preview { Progress() }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.scenarios.count == 1)
    }

    /// Where the layout needs such a number it is not known: a frame's width of it is taken as
    /// not given, with a warning that says so.
    @Test func aFrameOfAnUnknownNumberIsAssumedNotGiven() throws {
        let reading = read("""
        import SwiftUI
        struct Bar: View {
            let engine = WorkoutEngine.shared
            var body: some View { Color.red.frame(width: CGFloat(Int(engine.progress * 100)), height: 4) }
        }
        #Preview(traits: .fixedLayout(width: 100, height: 50)) { Bar() }
        """)
        #expect(reading.diagnostics.contains { $0.message.text.contains("as if 'width' were not given") })
        let scenario = try #require(reading.scenarios.first)
        // No width: the colour takes the 100 offered.
        #expect(layout(scenario).root.allViews.first { $0.kind == "Color" }?.frame.width == 100)
    }

    /// `activities.map(ActivityRow.init(item:))` with `ActivityRow` of another file: each row is that unknown
    /// value; `gym == .unset ? .home : gym` compares another file's value, so the condition is
    /// assumed false (reported) and `.unset` needs no type.
    @Test func anotherFilesInitializerAsAFunctionAndAComparison() throws {
        let reading = read("""
        import SwiftUI
        struct Start: View {
            let names = ["Run", "Swim"]
            let gym: Gym
            var body: some View {
                let rows = names.map(ActivityRow.init(item:))
                let chosen = gym == .unset ? Gym.home : gym
                VStack {
                    Text("\\(rows.count) rows")
                    Text(chosen.title)
                }
            }
        }
        #Preview { Start(gym: .home) }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.scenarios.count == 1)
    }

    /// `.font(Font.brand.title3.bold())`: another file's font with a modifier on it is still that
    /// file's font, taken as the body font with a warning (as `.font(Font.brand)` is).
    @Test func aModifiedFontOfAnotherFile() throws {
        let reading = read("""
        import SwiftUI
        #Preview {
            Text("Title").font(Font.brand.title3.bold())
        }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics)")
        #expect(reading.diagnostics.contains { $0.message.text.contains("the body font") })
    }
}
