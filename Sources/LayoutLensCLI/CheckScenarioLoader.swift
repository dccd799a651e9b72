import LayoutEngine
import Render
import Snapshots
import ProjectReader
import SwiftUIRuntime
import TextLayout

/// Lays out fixture scenarios with a trace and names them for snapshots, for `check` and
/// `prune`; reading and diagnostics are `FixtureLayouts`'.
struct CheckScenarioLoader {
    var scale: Double
    var settings = PreviewSettings()
    var library: FontLibrary

    struct Loaded {
        var files: [FixtureFile]
        var scenarios: [LaidOutScenario]
        var errors: Int
        var warnings: Int
    }

    func load(_ files: [FixtureFile], io: CommandIO, layout: Bool = true) -> Loaded {
        let options = LayoutOptions(scale: scale, textMeasurer: FontTextMeasurer(library: library), recordsTrace: true)
        let outcome = FixtureLayouts.load(files, options: options, settings: settings, io: io, layout: layout)
        var scenarios: [LaidOutScenario] = []
        for laidOut in outcome.files {
            let slugs = DiagramIdentifiers.uniqueSlugs(laidOut.scenarios.map(\.scenario.name))
            for ((scenario, result), slug) in zip(laidOut.scenarios, slugs) {
                scenarios.append(LaidOutScenario(fixturePath: laidOut.file.path, name: scenario.name, slug: slug,
                                                 proposal: scenario.proposal, result: result, line: scenario.line,
                                                 source: scenario.source, nameDependsOnOrder: scenario.nameDependsOnOrder))
            }
        }
        return Loaded(files: files, scenarios: scenarios, errors: outcome.errors, warnings: outcome.warnings)
    }
}

/// An exit status carried as an error.
struct ExitStatus: Error {
    var code: Int32
}
