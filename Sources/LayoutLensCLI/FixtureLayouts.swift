import Diagnostics
import Workers
import LayoutEngine
import Render
import ProjectReader
import SwiftUIRuntime
import TextLayout

/// Reads fixture files and lays out every scenario, printing each file's diagnostics to stderr
/// as the reader formats them; the shared first step of `render` and `check`.
enum FixtureLayouts {
    struct LaidOutFile {
        var file: FixtureFile
        var scenarios: [(scenario: Scenario, result: LayoutResult)]
        /// The file's diagnostics as printed (`file:line:col: error: …`, source line, caret).
        var diagnosticsText = ""
        var errorCount = 0
        /// The file's text, for the site's source listing.
        var sourceText = ""
        /// The fonts its text was measured with when its module bundles fonts (`ModuleFonts`); nil
        /// for the command's own.
        var fonts: FontLibrary?
    }

    struct Outcome {
        var files: [LaidOutFile]
        var errors: Int
        var warnings: Int
    }

    /// `layout: false` reads the scenarios without laying them out (their results are empty).
    static func load(_ files: [FixtureFile], options: LayoutOptions, settings: PreviewSettings = .init(), io: CommandIO,
                     layout: Bool = true) -> Outcome {
        let loaded = load(files, options: options, settings: settings, io: io, layout: layout) { $0 }
        return Outcome(files: loaded.results, errors: loaded.errors, warnings: loaded.warnings)
    }

    /// Reads and lays out every file and passes it through `finish` (which draws it, say), on
    /// one worker thread per core: modules never depend on each other. Diagnostics are printed
    /// and results returned in input order, so the output is the same as one file after another.
    static func load<Result>(_ files: [FixtureFile], options: LayoutOptions, settings: PreviewSettings = .init(),
                             io: CommandIO, layout: Bool = true, threads: Int = OrderedParallelWork.defaultThreadCount,
                             finish: @escaping @Sendable (LaidOutFile) -> Result) -> (results: [Result], errors: Int, warnings: Int) {
        var results: [Result] = []
        results.reserveCapacity(files.count)
        var errors = 0, warnings = 0, previews = 0
        let progress = ProgressLine(io: io, total: files.count)
        progress.update(0, "Reading and laying out")
        // A module's files are read together (one program); modules are independent.
        OrderedParallelWork.forEach(FixtureModules.groups(files), threads: threads, transform: { module in
            let readings = FixtureReader.read(module: module, settings: settings)
            // The app's bundled fonts measure and draw its `Font.custom` text.
            let fonts = ModuleFonts(scenarios: readings.flatMap(\.scenarios), options: options)
            return zip(module, readings).enumerated().map { index, pair in
                let (file, reading) = pair
                let scenarios = reading.scenarios.map { scenario in
                    (scenario, layout ? scenario.layout(options: fonts.options)
                                      : LayoutEngine.layout(ViewNode(EmptyLeaf()), in: .zero))
                }
                // The module's font problems are said once, with its first file.
                let diagnosticsText = reading.diagnosticsText + (index == 0 ? fonts.diagnosticsText : "")
                let laidOut = LaidOutFile(file: file, scenarios: scenarios, diagnosticsText: diagnosticsText,
                                          errorCount: reading.errorCount, sourceText: reading.sourceText, fonts: fonts.library)
                return (finish(laidOut), diagnosticsText, reading.errorCount,
                        reading.warningCount + (index == 0 ? fonts.diagnostics.count : 0), scenarios.count)
            }
        }, consume: { _, module in
            for done in module {
                if !done.1.isEmpty {
                    progress.finish()
                    io.error(done.1)
                }
                errors += done.2
                warnings += done.3
                results.append(done.0)
                previews += done.4
                progress.update(results.count, "Reading and laying out", previews: previews)
            }
        })
        progress.finish()
        return (results, errors, warnings)
    }

    /// Fixture files for `inputs`, or the exit status of a usage error already reported. Files
    /// `excluding` matches are left out after modules are assigned, so they still lie in their
    /// module's program for the files that need them.
    static func files(for inputs: [String], command: String, io: CommandIO, target: String? = nil,
                      excluding exclusion: PathExclusion = .none) -> Result<[FixtureFile], ExitStatus> {
        do {
            let (assigned, problems) = FixtureModules.assign(try FixtureDiscovery.files(for: inputs), inputs: inputs)
            let files = assigned.filter { !exclusion.excludes($0.path) }
            if let target {
                let chosen = files.filter { $0.moduleName == target }
                guard !chosen.isEmpty else {
                    let names = Array(Set(files.compactMap(\.moduleName))).sorted()
                    io.error("error: no module named '\(target)' among the inputs"
                             + (names.isEmpty ? "" : "; the modules are: " + names.map { "'\($0)'" }.joined(separator: ", "))
                             + "\nSee 'layoutlens \(command) --help'.\n")
                    return .failure(ExitStatus(code: 2))
                }
                let project = ProjectDiagnostics(problems)
                if !project.isEmpty { io.error(project.text) }
                return .success(chosen)
            }
            // What reading the projects found is said (a malformed `project.pbxproj`, a dependency
            // not found); the rest reads.
            let project = ProjectDiagnostics(problems)
            if !project.isEmpty { io.error(project.text) }
            return .success(files)
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
