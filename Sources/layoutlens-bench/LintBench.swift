import Foundation
import LayoutLensCLI

/// `lint`'s matrix cost: the bundled fixtures linted on one cell (iphone-se at Large: one
/// reading, one layout per preview) and on the default 12-cell matrix (the same one reading,
/// twelve layouts per preview). The difference is what the matrix adds to a reading.
/// With `--lint CELLS` it runs one lint for callgrind instead (`layoutlens-bench --lint 1` and
/// `--lint 12` under `valgrind --tool=callgrind`: the difference of the instruction counts is
/// the matrix's cost in instructions).
func benchLint() {
    let fixtures = lintBenchFixtures()
    let one = BenchClock.median(runs: 5) { _ = lintOnce(fixtures, cells: 1) }
    let twelve = BenchClock.median(runs: 5) { _ = lintOnce(fixtures, cells: 12) }
    print("lint: \(fixtures), 1 cell median \(BenchClock.format(one * 1e3)) ms, 12 cells median "
          + "\(BenchClock.format(twelve * 1e3)) ms; the matrix adds \(BenchClock.format((twelve - one) * 1e3)) ms "
          + "(\(BenchClock.format((twelve - one) / 11 * 1e3)) ms per extra cell)")
}

/// `layoutlens-bench --lint CELLS`: one lint of the fixtures on 1 or 12 cells, for callgrind.
func benchLintForCallgrind(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2, let cells = Int(arguments[1]), cells == 1 || cells == 12 else {
        print("usage: layoutlens-bench --lint 1|12")
        return 2
    }
    let status = lintOnce(lintBenchFixtures(), cells: cells)
    print("lint of \(lintBenchFixtures()) on \(cells) cell\(cells == 1 ? "" : "s"): status \(status)")
    return 0
}

/// The repository's Fixtures folder, found from this file's path.
private func lintBenchFixtures() -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path
}

private func lintOnce(_ path: String, cells: Int) -> Int32 {
    let silent = CommandIO(output: { _ in }, error: { _ in })
    let matrix = cells == 1 ? ["--device", "iphone-se", "--dynamic-type", "large"] : []
    return LayoutLens.main(arguments: ["lint", path, "--warn-only"] + matrix, io: silent)
}
