// `totals[key] ?? (0, 0)` with a dictionary declared `[String: (count: Int, minutes: Int)]`: the
// fallback literal is of the dictionary's value type, so it has the labels `count` and
// `minutes`, and reading `.count` of it works for a key the dictionary lacks, as in a tally
// built up from nothing.
// source: The Swift Programming Language, "Tuple Type"; `??` takes `(T?, @autoclosure () -> T)`.
// source: Checked with swiftc 6: two 25-minute "Write" sessions → "Write: 2 sessions, 50 min";
// source: a key never added → "Sleep: 0 sessions".
// expect: no error
// expect: Text[0].text == "Write: 2 sessions, 50 min"
// expect: Text[1].text == "Sleep: 0 sessions"
import SwiftUI

struct FocusTally: View {
    let sessions: [(task: String, minutes: Int)] = [("Write", 25), ("Read", 15), ("Write", 25)]

    var body: some View {
        let totals: [String: (count: Int, minutes: Int)] = tally()
        let writing = totals["Write"] ?? (0, 0)
        let sleeping = totals["Sleep"] ?? (0, 0)
        VStack(alignment: .leading) {
            Text("Write: \(writing.count) sessions, \(writing.minutes) min")
            Text("Sleep: \(sleeping.count) sessions")
        }
    }

    func tally() -> [String: (count: Int, minutes: Int)] {
        var totals: [String: (count: Int, minutes: Int)] = [:]
        for session in sessions {
            let current = totals[session.task] ?? (0, 0)
            totals[session.task] = (current.count + 1, current.minutes + session.minutes)
        }
        return totals
    }
}

#Preview { FocusTally() }
