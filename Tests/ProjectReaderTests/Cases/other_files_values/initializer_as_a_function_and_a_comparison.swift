// `names.map(ActivityRow.init(item:))` with `ActivityRow` of another file: each row is that
// unknown value; `gym == .unset ? .home : gym` compares another file's value, so the condition is
// assumed false (reported) and `.unset` needs no type.
// source: a tenth sample of public view files (30 files of 3 app repositories kept outside the
// source: repository); written from the language rule, not copied.
// expect: no error
// expect: scenarios.count == 1
import SwiftUI
struct Start: View {
    let names = ["Run", "Swim"]
    let gym: Gym
    var body: some View {
        let rows = names.map(ActivityRow.init(item:))
        let chosen = gym == .unset ? Gym.home : gym
        VStack {
            Text("\(rows.count) rows")
            Text(chosen.title)
        }
    }
}
#Preview { Start(gym: .home) }
