import LayoutEngine
import Testing
@testable import ProjectReader

/// From a twenty-third sample (50 files of 5 repositories: tutorials, an animation lab, two apps;
/// 42 → 45 lay out, the 5 left are tvOS-only files with nothing to lay out on iOS).
@Suite struct TwentyThirdSamplePatternsTests {
    /// `switch (habit.kind, isDark)` with another file's `habit.kind`: Swift checked the switch is
    /// exhaustive, so the first case that fits the known elements is taken (reported), not a trap.
    /// `Gradient(colors: fruit.colors)` of another file only paints: gray stands in.
    @Test func aTupleSwitchOverAnotherFilesValue() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Badge: View {
            var habit: Habit
            var isDark = false
            var glow: Double {
                switch (habit.kind, isDark) {
                case (.good, true): return 10
                case (.good, false): return 20
                case (.bad, _): return 30
                }
            }
            var body: some View {
                Color.clear
                    .frame(width: glow, height: 5)
                    .background(LinearGradient(gradient: Gradient(colors: habit.colors), startPoint: .top, endPoint: .bottom))
            }
        }
        #Preview { Badge(habit: Habit.sample) }
        """)
        let views = try viewsWithoutErrors(reading)
        let frame = try #require(views.first { $0.kind == "frame" })
        // `isDark` is false: `(.good, false)` is the first case fitting it.
        #expect(frame.frame.width == 20)
    }

    /// A file without a preview whose view takes `options: [String]`: its placeholder is empty,
    /// so `width / CGFloat(options.count)` is ∞ and the offset ∞ − ∞ = NaN — LayoutLens's doing, not
    /// the file's. An offset only moves the drawing, so it is left out with a warning; the frames
    /// are as without it. (With no assumed value a non-finite offset stays an error:
    /// `HostileInputRegressionTests`.)
    @Test func aNonFiniteOffsetFromAPlaceholderIsLeftOut() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Segments: View {
            let options: [String]
            var body: some View {
                GeometryReader { geometry in
                    let segment = geometry.size.width / CGFloat(options.count)
                    Capsule()
                        .frame(width: 40, height: 8)
                        .offset(x: segment - geometry.size.width / 2 - segment / 2)
                }
            }
        }
        """)
        #expect(reading.diagnostics.contains { $0.message.id == "droppedOffset" })
        let views = try viewsWithoutErrors(reading)
        let frame = try #require(views.first { $0.kind == "frame" })
        #expect(frame.frame.width == 40 && frame.frame.height == 8)
    }

    /// `ForEach(options.enumerated, id: \\.offset)`: no parentheses, so another file's extension
    /// declares an `enumerated` property; it gives what `enumerated()` does (with a warning).
    @Test func aMethodReadAsAnotherFilesProperty() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Segments: View {
            let options = ["Day", "Week", "Month"]
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(options.enumerated, id: \\.offset) { index, option in
                        Color.gray.frame(width: CGFloat(10 * (index + 1)), height: 4)
                    }
                }
            }
        }
        #Preview { Segments() }
        """)
        let views = try viewsWithoutErrors(reading)
        let widths = views.filter { $0.kind == "frame" }.map(\.frame.width)
        #expect(widths == [10, 20, 30])
    }
}
