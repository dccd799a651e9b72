import Foundation
import LayoutEngine
import ProjectReader

/// Issue 36's file: a view that shows two copies of itself one level down, `V(n: 13)`, 8 192
/// colours in 8 191 nested `HStack`s (16 383 views). Read, then laid out with a trace (what
/// `render` and `explain` do). Prints the time and the growth of the process's peak resident
/// memory divided by the number of views: "nested stacks: 16383 views, read X ms, traced layout
/// Y ms (T trace entries), peak memory +Z bytes per view".
func benchNestedStacks() {
    let source = """
    import SwiftUI
    struct V: View { let n: Int; var body: some View { if n == 0 { Color.red } else { HStack { V(n: n - 1); V(n: n - 1) } } } }
    #Preview { V(n: 13) }
    """
    let before = peakResidentBytes()
    let clock = ContinuousClock()
    let start = clock.now
    let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "Nested.swift", assets: ImageAssets(directory: nil))
    let read = clock.now
    guard let scenario = reading.scenarios.first else {
        print("nested stacks: the file did not read: \(reading.diagnostics.map(\.message.text))")
        return
    }
    let result = LayoutEngine.layout(scenario.root, in: scenario.proposal, options: LayoutOptions(recordsTrace: true))
    let laidOut = clock.now
    let views = result.root.allViews.count
    let perView = (peakResidentBytes() - before) / max(views, 1)
    func milliseconds(_ duration: Duration) -> String { BenchClock.format(Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000) }
    print("nested stacks: \(views) views, read \(milliseconds(read - start)) ms, traced layout \(milliseconds(laidOut - read)) ms "
          + "(\(result.trace.count) trace entries), peak memory +\(perView) bytes per view")
}

/// The process's peak resident set so far (`getrusage`: kilobytes on Linux).
private func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}
