// `Int(engine.progress * 100)`, `max(1, …)`, `Double(…)` and the largest or smallest of another
// file's numbers are as unknown as the numbers: a text of one shows its name (reported); no error.
// source: a tenth sample of public view files (30 files of 3 app repositories kept outside the
// source: repository): another file's value passed through Swift that needs no value of it.
// expect: no error
// expect: scenarios.count == 1
import SwiftUI
struct Progress: View {
    let engine = WorkoutEngine.shared
    var body: some View {
        VStack {
            Text("\(Int(engine.progress * 100))%")
            Text("\(max(1, Int(Double(engine.seconds) / 60)))")
            Text("\((engine.laps.map { $0.pace }.max() ?? 0) + 1)")
            Text("\(([engine.best, engine.last].min() ?? 0) + 1)")
        }
    }
}
#Preview { Progress() }
