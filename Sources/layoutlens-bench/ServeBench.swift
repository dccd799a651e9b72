import Foundation
import LayoutLensCLI

/// Prints "serve: save → change event, median X ms, max Y ms over 11 saves": the time from
/// writing a file of a served project (as an editor saves: a new file renamed over the old one)
/// to the server sending the pages its `change` event, which it sends once the new layout is
/// drawn. The project is one file with one preview (a red 100 × 50 pt frame whose width each
/// save changes), served with `serve`'s defaults; the watcher is inotify on Linux.
func benchServe() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-serve-bench-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Box.swift")
    func save(width: Int) {
        try? Data("import SwiftUI\n\n#Preview(\"box\") {\n    Color.red.frame(width: \(width), height: 50)\n}\n".utf8)
            .write(to: file, options: .atomic)
    }
    save(width: 100)
    let quiet = CommandIO(output: { _ in }, error: { _ in })
    guard let session = try? ServeSession(inputs: [folder.path], port: 0, io: quiet) else {
        print("serve: could not start the server")
        return
    }
    defer { session.stop() }
    let clock = ContinuousClock()
    var samples: [Double] = []
    // The first save warms up; the next 11 are measured.
    for generation in 2...13 {
        let start = clock.now
        save(width: 100 + generation)
        guard session.waitForChangeEvent(generation: generation, timeout: 60) else {
            print("serve: no change event within 60 s")
            return
        }
        let elapsed = start.duration(to: clock.now)
        if generation > 2 { samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) }
    }
    samples.sort()
    print("serve: save → change event, median \(BenchClock.format(samples[samples.count / 2] * 1000)) ms, "
          + "max \(BenchClock.format(samples.last! * 1000)) ms over \(samples.count) saves")
}
