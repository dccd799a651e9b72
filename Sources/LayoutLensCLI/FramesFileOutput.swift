import Diagnostics
import LayoutEngine
import ProjectReader

/// What `frames` prints for one file, made on the worker that lays it out: its diagnostics (and
/// their text for stderr), the names of all its scenarios, and the output of each scenario it
/// shows (`--scenario` picks one) — a member of the JSON document's `scenarios` array, or a text
/// tree. The scenarios' frames are not kept.
struct FramesFileOutput: Sendable {
    var diagnostics: [Diagnostic]
    var diagnosticsText: String
    var scenarioNames: [String]
    var scenarioTexts: [[UInt8]]

    init(_ reading: FileReading, options: FramesOptions, layoutOptions: LayoutOptions) {
        diagnostics = reading.diagnostics
        diagnosticsText = DiagnosticFormatter().format(reading.diagnostics, sources: [reading.file: reading.lines])
        scenarioNames = reading.scenarios.map(\.name)
        scenarioTexts = reading.scenarios.compactMap { scenario in
            if let wanted = options.scenario, scenario.name != wanted { return nil }
            let laidOut = FramesJSON.LaidOutScenario(scenario: scenario, result: scenario.layout(options: layoutOptions))
            return options.format == .json
                ? FramesJSON.scenarioText(laidOut, includesTrace: options.trace)
                : Array(FramesText.tree([laidOut], includesTrace: options.trace).utf8)
        }
    }
}
