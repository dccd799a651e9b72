import LayoutEngine

/// One scenario read from a fixture file, ready to lay out.
struct ReadScenario {
    var name: String
    var line: Int
    var proposal: ProposedSize
    var root: ViewNode
}

/// What reading a fixture file gave: its scenarios and its diagnostics, already formatted.
struct FixtureReading {
    var scenarios: [ReadScenario]
    /// swiftc-style text (`file:line:col: error: …` + source line + caret) for stderr.
    var diagnosticsText: String
    var errorCount: Int
    var warningCount: Int
}

/// Reads a SwiftUI fixture file through `SwiftUIReader`.
enum FixtureReader {
    static func read(_ file: FixtureFile) -> FixtureReading {
        // TODO(reader): call `SwiftUIFileReader.read(path:)` once SwiftUIReader's scenario API is
        // on main; until then every file reports that reading is unavailable.
        FixtureReading(scenarios: [],
                       diagnosticsText: "\(file.path):1:1: error: reading SwiftUI files is not available in this build yet\n",
                       errorCount: 1, warningCount: 0)
    }
}
