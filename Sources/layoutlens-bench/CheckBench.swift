import LayoutEngine
import Snapshots

/// `check` of 1 000 scenarios against their snapshots (issue 7's goal: under a second of CPU):
/// laying out with a trace, writing each snapshot's text, parsing the recorded text back and
/// comparing, with one in ten scenarios changed so the why-line is computed too.
func benchCheck() {
    let count = 1_000
    func scene(_ index: Int, changed: Bool) -> ViewNode {
        HStack(spacing: 10) {
            Color.blue.frame(maxWidth: Double(100 + index % 50))
            Text("Scenario \(index)")
            Color.yellow.relativeProposed(width: changed ? 0.25 : 0.5)
        }.frame(height: 80)
    }
    let options = LayoutOptions(recordsTrace: true)
    let proposal = ProposedSize(width: 620, height: 80)
    let recorded: [String] = (0..<count).map { index in
        LayoutSnapshot(scenario: "s\(index)", file: "bench.swift", proposal: proposal,
                       result: LayoutEngine.layout(scene(index, changed: false).node, in: proposal, options: options)).text
    }
    var changed = 0
    let seconds = BenchClock.median(runs: 11) {
        changed = 0
        for index in 0..<count {
            let result = LayoutEngine.layout(scene(index, changed: index % 10 == 0).node, in: proposal, options: options)
            let after = LayoutSnapshot(scenario: "s\(index)", file: "bench.swift", proposal: proposal, result: result)
            guard let before = try? LayoutSnapshot(parsing: recorded[index]) else { continue }
            if ScenarioComparison(before: before, after: after).status == .changed { changed += 1 }
        }
    }
    print("check: \(count) scenarios (\(changed) changed), median \(BenchClock.format(seconds * 1e3)) ms, "
          + "\(BenchClock.format(seconds * 1e6 / Double(count))) µs per scenario")
}
