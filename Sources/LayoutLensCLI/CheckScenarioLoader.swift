import LayoutEngine
import Render
import Snapshots
import TextLayout

/// Reads fixture files and lays out their scenarios with a trace, for `check`, `approve`-free
/// re-recording and `prune`: diagnostics go to stderr as the reader formats them.
struct CheckScenarioLoader {
    var scale: Double
    var library: FontLibrary

    struct Loaded {
        var files: [FixtureFile]
        var scenarios: [LaidOutScenario]
        var errors: Int
        var warnings: Int
    }

    func load(_ files: [FixtureFile], io: CommandIO, layout: Bool = true) -> Loaded {
        let options = LayoutOptions(scale: scale, textMeasurer: FontTextMeasurer(library: library), recordsTrace: true)
        let outcome = FixtureLayouts.load(files, options: options, io: io, layout: layout)
        var scenarios: [LaidOutScenario] = []
        for laidOut in outcome.files {
            let slugs = DiagramIdentifiers.uniqueSlugs(laidOut.scenarios.map(\.scenario.name))
            for ((scenario, result), slug) in zip(laidOut.scenarios, slugs) {
                scenarios.append(LaidOutScenario(fixturePath: laidOut.file.path, name: scenario.name, slug: slug,
                                                 proposal: scenario.proposal, result: result))
            }
        }
        return Loaded(files: files, scenarios: scenarios, errors: outcome.errors, warnings: outcome.warnings)
    }

    /// Fixture files for `inputs`, or the exit status of a usage error already reported.
    static func files(for inputs: [String], command: String, io: CommandIO) -> Result<[FixtureFile], ExitStatus> {
        do {
            return .success(try FixtureDiscovery.files(for: inputs))
        } catch FixtureDiscovery.Problem.missing(let path) {
            io.error("error: no such file or folder: '\(path)'\nSee 'layoutlens \(command) --help'.\n")
        } catch FixtureDiscovery.Problem.notSwift(let path) {
            io.error("error: '\(path)' is not a .swift file\nSee 'layoutlens \(command) --help'.\n")
        } catch {
            io.error("error: \(error)\n")
        }
        return .failure(ExitStatus(code: 2))
    }

    /// Builds the font library from `--font` options, reporting failures.
    static func fontLibrary(_ paths: [String], io: CommandIO) -> FontLibrary? {
        var library = FontLibrary()
        for path in paths {
            do {
                try library.useAsSystemFont(atPath: path)
            } catch let error as FontLibraryError {
                io.error("error: cannot use the font '\(path)': \(error.reason)\n")
                return nil
            } catch {
                io.error("error: cannot use the font '\(path)': \(error)\n")
                return nil
            }
        }
        return library
    }
}

/// An exit status carried as an error.
struct ExitStatus: Error {
    var code: Int32
}
