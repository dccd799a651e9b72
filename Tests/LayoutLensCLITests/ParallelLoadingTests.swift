import Foundation
import LayoutEngine
import Testing
import TextLayout
@testable import LayoutLensCLI

/// Files are read and laid out on several threads, but diagnostics are printed and results
/// returned in input order: the same as reading one file after another.
struct ParallelLoadingTests {
    /// Good files and files with errors, interleaved so a slow file sits between fast ones.
    func writeFiles(to folder: URL) throws -> [FixtureFile] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [FixtureFile] = []
        for index in 0..<12 {
            let name = String(format: "f%02d", index)
            let source = index % 3 == 1
                ? "import SwiftUI\n#Preview(\"Broken \(index)\") {\n    Text(\"Item \(index)\", 42 +)\n}\n"
                : "import SwiftUI\n#Preview(\"Row \(index)\") {\n    HStack { Text(\"Item \(index)\"); Spacer(); Color.red.frame(width: \(10 + index)) }\n}\n"
            let path = folder.appendingPathComponent(name + ".swift").path
            try source.write(toFile: path, atomically: true, encoding: .utf8)
            files.append(FixtureFile(path: path, name: name))
        }
        return files
    }

    @Test func oneThreadAndFourGiveTheSameDiagnosticsAndResultsInOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-parallel-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try writeFiles(to: folder)
        let options = LayoutOptions(scale: 3, textMeasurer: FontTextMeasurer())
        func load(threads: Int) -> (error: String, names: [String], frames: [String], errors: Int) {
            let captured = CapturedIO()
            let loaded = FixtureLayouts.load(files, options: options, io: captured.io, threads: threads) { laidOut in
                (laidOut.file.name, laidOut.scenarios.map { "\($0.scenario.name) \($0.result.root.frame)" })
            }
            return (captured.error, loaded.results.map(\.0), loaded.results.flatMap(\.1), loaded.errors)
        }
        let serial = load(threads: 1), parallel = load(threads: 4)
        #expect(serial.names == files.map(\.name))
        #expect(parallel.names == serial.names)
        #expect(parallel.frames == serial.frames)
        #expect(parallel.error == serial.error)
        // Files 1, 4, 7 and 10 have an operator without its right operand: errors, printed in file order.
        #expect(serial.errors >= 4)
        let positions = ["f01", "f04", "f07", "f10"].compactMap { serial.error.range(of: $0 + ".swift:")?.lowerBound }
        #expect(positions.count == 4 && positions == positions.sorted())
    }
}
