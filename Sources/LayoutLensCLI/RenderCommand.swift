import ArgumentParsing
import Foundation
import LayoutEngine
import Render
import TextLayout

/// `layoutlens render`: lays out every scenario of the given fixture files and writes one SVG
/// diagram per scenario and an HTML index, only inside `--out`.
enum RenderCommand: LayoutLensCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "render",
            abstract: "Draw every scenario as an SVG diagram and write an HTML index of them.",
            discussion: "Writes <dir>/diagrams/<fixture>/<scenario>.svg and <dir>/index.html, and nothing outside <dir>. "
                + "File names are derived from the scenario names (lowercase letters, digits and dashes).",
            arguments: [
                .positional("inputs", help: "Swift files, or folders searched for Swift files.", repeating: true),
                .option("out", valueName: "dir", help: "The folder to write the site to.", required: true),
                .option("measure", valueName: "mode", .choice(MeasureMode.allCases.map(\.rawValue)),
                        help: "Which views carry width labels. auto: the views marked with .measure() in the "
                            + "source if there are any, else every view whose label fits beside it.",
                        default: MeasureMode.auto.rawValue),
                .flag("proposals", help: "Also label what each measured view was proposed."),
                .option("scale", valueName: "n", .positiveNumber,
                        help: "Display scale (pixels per point) that frames are rounded to; iOS devices are 3.",
                        default: "3"),
                .option("templates", valueName: "dir",
                        help: "Read index.html, fixture.html and scenario.html from this folder instead of the built-in templates."),
                .option("font", valueName: "path",
                        help: "Measure system text with this font file (e.g. SF Pro) instead of the bundled stand-in.",
                        repeating: true),
            ],
            examples: [
                .init("layoutlens render Fixtures --out site", "Draw the bundled fixtures; open site/index.html."),
                .init("layoutlens render Sources/Previews/Card.swift --out docs/diagrams --measure all --proposals",
                      "Label every view with its width and its proposal."),
            ])
    }

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let clock = ContinuousClock()
        let start = clock.now
        let inputs = arguments.strings("inputs")
        let outPath = arguments.string("out")!
        let options = DiagramOptions(measure: arguments.choice("measure", as: MeasureMode.self) ?? .auto,
                                     showsProposals: arguments.flag("proposals"))
        let scale = arguments.number("scale") ?? 3

        func fail(_ message: String, status: Int32 = 1) -> Int32 {
            io.error("error: \(message)\n")
            return status
        }

        let builder: SiteBuilder
        do {
            builder = try SiteBuilder(templatesDirectory: arguments.string("templates"), options: options)
        } catch let error as SiteTemplateError {
            // Already `file:line:col: error: message`, as compilers print it.
            io.error("\(error)\n")
            return 1
        } catch {
            return fail("\(error)")
        }
        guard let library = FixtureLayouts.fontLibrary(arguments.strings("font"), io: io) else { return 1 }

        let files: [FixtureFile]
        switch FixtureLayouts.files(for: inputs, command: "render", io: io) {
        case .success(let found): files = found
        case .failure(let status): return status.code
        }

        let folder: OutputFolder
        do {
            folder = try OutputFolder(path: outPath)
        } catch {
            return fail("\(error)")
        }

        let layoutOptions = LayoutOptions(scale: scale, textMeasurer: FontTextMeasurer(library: library))
        let loaded = FixtureLayouts.load(files, options: layoutOptions, io: io)
        let errors = loaded.errors, warnings = loaded.warnings
        let fixtures: [SiteFixture] = loaded.files.compactMap { laidOut in
            let scenarios = laidOut.scenarios.map { scenario, result in
                var scene = DiagramScene(fixture: laidOut.file.name, scenario: scenario.name, proposal: scenario.proposal, layout: result)
                scene.images = FixtureImages.load(scene.imageNames, besideSourceFile: laidOut.file.path)
                return SiteScenario(scene: scene, line: scenario.line)
            }
            return scenarios.isEmpty ? nil : SiteFixture(name: laidOut.file.name, sourceFile: laidOut.file.path, scenarios: scenarios)
        }

        let site: SiteOutput
        do {
            site = try builder.build(fixtures)
        } catch let error as SiteTemplateError {
            io.error("\(error)\n")
            return 1
        } catch {
            return fail("\(error)")
        }
        let writing = ProgressLine(io: io, total: site.files.count)
        for (index, file) in site.files.enumerated() {
            writing.update(index, "Writing")
            do {
                try folder.write(file.contents, to: file.path)
            } catch {
                writing.finish()
                return fail("\(error)")
            }
        }
        writing.finish()

        let elapsed = start.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let scenarioCount = fixtures.reduce(0) { $0 + $1.scenarios.count }
        io.output("Rendered \(scenarioCount) scenario\(scenarioCount == 1 ? "" : "s") from \(files.count) file\(files.count == 1 ? "" : "s") "
                  + "into \(outPath)/index.html: \(site.diagramCount) diagram\(site.diagramCount == 1 ? "" : "s"), "
                  + "\(warnings) warning\(warnings == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s") "
                  + "in \(DiagramNumber.format(seconds)) s\n")
        return errors > 0 ? 1 : 0
    }
}
