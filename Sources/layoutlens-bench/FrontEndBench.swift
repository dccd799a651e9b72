import SwiftFrontEnd
import SwiftSourceFuzzing

/// Swift front-end speed (issue 10; goal ≥ 5 MB/s): about 2 MB of Swift, made of generated files
/// (views, models, layouts, enums, extensions, functions with every statement kind, nested
/// expressions; seeds 0…), lexed and parsed into the full syntax tree as one source. Prints the
/// median of 11 runs: "front end: N bytes, median X ms, Y MB/s (D diagnostics)".
func benchFrontEnd() {
    var source = ""
    var seed: UInt64 = 0
    while source.utf8.count < 2_000_000 {
        source += SourceGenerator.file(seed: seed) + "\n"
        seed += 1
    }
    let bytes = Array(source.utf8)
    var diagnostics = 0
    var statements = 0
    let seconds = BenchClock.median {
        let (file, found) = SwiftParser.parse(bytes: bytes, file: "Bench.swift")
        diagnostics = found.count
        statements = file.statements.count
    }
    let megabytesPerSecond = Double(bytes.count) / 1_000_000 / seconds
    print("front end: \(bytes.count) bytes, \(statements) top-level items, median \(BenchClock.format(seconds * 1000)) ms, "
          + "\(BenchClock.format(megabytesPerSecond)) MB/s (\(diagnostics) diagnostics)")
}
