// `switch (habit.kind, isDark)` with another file's `habit.kind`: Swift checked the switch is
// exhaustive, so the first case that fits the known elements is taken (reported), not a trap.
// `isDark` is false: `(.good, false)` is the first case fitting it, width 20.
// `Gradient(colors: habit.colors)` of another file only paints: gray stands in.
// source: a twenty-third sample (50 files of 5 repositories: tutorials, an animation lab, two
// source: apps; 42 → 45 lay out); the Swift book, "Switch" (exhaustiveness, tuple patterns).
// expect: no error
// expect: frame.width == 20
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
