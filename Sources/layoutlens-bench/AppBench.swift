import Foundation
import LayoutEngine
import ProjectReader
import TextLayout

/// The whole-app bench (issues 30 and 37): a generated plain-folder module (`GeneratedApp`) of
/// 100, 1 000 and 1 500 files is written to a temporary folder, read as one module
/// (`ModuleReader`, as `frames` reads a folder) and every preview laid out with the bundled
/// fonts. Prints per size the wall time, the time per file, the previews, the warnings (0 when
/// every cross-file name resolved) and the process's peak resident memory so far (`ru_maxrss`,
/// which only grows: run `layoutlens-bench app-1000` alone for one size's peak).
///
/// `threads` is the number of cores a big module is read on (`ModuleReader.read(…, threads:)`):
/// each size is read with one and with all.
func benchApp(sizes: [Int]) {
    let measurer = FontTextMeasurer()
    let cores = ProcessInfo.processInfo.activeProcessorCount
    for size in sizes {
        let folder: String
        do {
            folder = try GeneratedApp(fileCount: size).write()
        } catch {
            print("app: cannot write the generated app: \(error)")
            return
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }
        for threads in Set([1, cores]).sorted() {
            let clock = ContinuousClock()
            var previews = 0, warnings = 0, errors = 0
            let elapsed = clock.measure {
                let readings = ModuleReader.read(paths: paths, threads: threads).readings
                for reading in readings {
                    warnings += reading.diagnostics.filter { $0.severity == .warning }.count
                    errors += reading.diagnostics.filter { $0.severity == .error }.count
                    for scenario in reading.scenarios {
                        _ = scenario.layout(options: LayoutOptions(scale: 3, textMeasurer: measurer))
                        previews += 1
                    }
                }
            }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            print("app: \(size) files, \(threads) thread\(threads == 1 ? "" : "s"): \(BenchClock.format(seconds * 1000)) ms, "
                  + "\(BenchClock.format(seconds * 1e6 / Double(size))) µs per file, \(previews) previews, "
                  + "\(warnings) warnings, \(errors) errors, peak RSS \(peakResidentMegabytes()) MB")
        }
    }
}

/// `layoutlens-bench --write-app N`: writes the generated app of N files and prints its folder
/// (for `scripts/callgrind-app.sh`, which runs `layoutlens frames` on it under callgrind).
func writeGeneratedApp(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2, let count = Int(arguments[1]), count > 0 else {
        print("usage: layoutlens-bench --write-app N")
        return 2
    }
    do {
        print(try GeneratedApp(fileCount: count).write())
        return 0
    } catch {
        print("cannot write the generated app: \(error)")
        return 1
    }
}

/// The process's peak resident set in megabytes (Linux reports `ru_maxrss` in kilobytes).
func peakResidentMegabytes() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss / 1024
}
