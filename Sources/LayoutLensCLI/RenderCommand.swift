import Workers
import ArgumentParsing
import Explain
import FileAccess
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
                + "<dir> must be new, empty, or a folder an earlier render wrote (it lists its files in \(OutputManifest.fileName), "
                + "and only those are replaced); --force writes into any folder. "
                + "File names are derived from the scenario names (lowercase letters, digits and dashes).",
            arguments: [
                .positional("inputs", help: "Swift files, or folders searched for Swift files.", repeating: true),
                .option("out", valueName: "dir", help: "The folder to write the site to.", required: true),
                .option("labels", valueName: "policy", .choice(MeasureMode.allCases.map(\.labelPolicy)),
                        help: "Which views carry size labels. auto: the views marked with .measure() in the source if "
                            + "there are any, else every view whose label fits beside it; leaves: views that draw something "
                            + "and .measure()d ones; measured: .measure()d views; all; none.",
                        default: MeasureMode.auto.labelPolicy),
                DeprecatedMeasureOption.argument,
                .flag("proposals", help: "Also label what each measured view was proposed."),
                .flag("allow-errors", help: "Exit 0 even when a file or scenario could not be read (it still appears on the site)."),
                .option("theme", valueName: "theme", .choice(DiagramTheme.allCases.map(\.rawValue)),
                        help: "auto: light, or dark when the viewer prefers it; light or dark: always that appearance.",
                        default: DiagramTheme.auto.rawValue),
                .option("background", valueName: "paint", .choice(["opaque", "none"]),
                        help: "none leaves the diagram background transparent, for embedding.", default: "opaque"),
                .flag("no-steps", help: "Leave out the step-by-step explanation under each diagram (smaller pages)."),
                .flag("force", help: "Write into an --out folder LayoutLens did not write before (replacing its files of the "
                      + "same names), never over an input file."),
                DeviceOption.argument, DeviceOption.dynamicTypeArgument, DeviceOption.localeArgument, TargetOption.argument, PathExclusion.argument,
                .option("scale", valueName: "n", .displayScale,
                        help: "Display scale (pixels per point) that frames are rounded to; default: the device's (3, iphone-se 2)."),
                .option("format", valueName: "format", .choice(["svg", "png"]),
                        help: "png also writes every diagram as a PNG at --scale pixels per point (drawn by LayoutLens "
                            + "itself, light appearance unless --theme dark), and the embed snippets use it.",
                        default: "svg"),
                .option("templates", valueName: "dir",
                        help: "Read index.html, fixture.html and scenario.html from this folder instead of the built-in templates."),
                .option("font", valueName: "path",
                        help: "Measure system text with this font file (e.g. SF Pro) instead of the bundled stand-in.",
                        repeating: true),
                EmptyInput.flag,
                RenderWatch.flag,
            ],
            examples: [
                .init("layoutlens render Fixtures --out site", "Draw the bundled fixtures; open site/index.html."),
                .init("layoutlens render Sources/Previews/Card.swift --out docs/diagrams --labels all --proposals",
                      "Label every view with its width and its proposal."),
            ])
    }

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        arguments.flag("watch") ? RenderWatch.run(arguments, io: io, stop: .onInterrupt(), draw: draw) : draw(arguments, io: io)
    }

    /// Draws the site once.
    static func draw(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let clock = ContinuousClock()
        let start = clock.now
        let inputs = arguments.strings("inputs")
        let outPath = arguments.string("out")!
        guard let measure = DeprecatedMeasureOption.labelMode(arguments, io: io) else { return 2 }
        let options = DiagramOptions(measure: measure,
                                     showsProposals: arguments.flag("proposals"),
                                     theme: arguments.choice("theme", as: DiagramTheme.self) ?? .auto,
                                     drawsBackground: arguments.string("background") != "none")
        let scale = DeviceOption.scale(arguments)

        func fail(_ message: String, status: Int32 = 1) -> Int32 {
            io.error("error: \(message)\n")
            return status
        }

        // The bundled fonts are decoded on other threads while the templates are parsed.
        let fontsDecoded = BackgroundWork { OrderedParallelWork.map(BundledFont.allCases, threads: 3) { $0.font }.count }
        defer { _ = fontsDecoded.result }
        var builder: SiteBuilder
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
        // Text is drawn from the outlines of the fonts it was measured with.
        builder.renderer.fonts = library
        builder.highlighter = SwiftSourceHighlighting.highlighter
        if arguments.string("format") == "png" { builder.pngScale = scale }

        let files: [FixtureFile]
        switch FixtureLayouts.files(for: inputs, command: "render", io: io, target: arguments.string("target"),
                                       excluding: PathExclusion(patterns: arguments.strings("exclude"))) {
        case .success(let found): files = found
        case .failure(let status): return status.code
        }

        let folder: OutputFolder
        do {
            // Inputs are never written over, even with --force: the fixtures, the fonts, and the
            // templates folder's files (an --out equal to --templates would replace index.html).
            let templateFiles = arguments.string("templates").map { folder in
                ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).map { folder + "/" + $0 }
            } ?? []
            folder = try OutputFolder(path: outPath, force: arguments.flag("force"),
                                      inputFiles: files.map(\.path) + arguments.strings("font") + templateFiles)
        } catch {
            return fail("\(error)")
        }

        // Traced, so every scenario gets its step-through (the explanation of `layoutlens explain`).
        let explains = !arguments.flag("no-steps")
        let layoutOptions = LayoutOptions(scale: scale, textMeasurer: FontTextMeasurer(library: library), recordsTrace: explains)
        // Each file is read, laid out, explained, drawn and placed in the site on a worker thread
        // as soon as one is free; only its diagram files and its part of the index are kept.
        let drawer = builder
        // A fixture that may not get its name's folder keeps its drawing, to be placed again.
        let contested = UniqueSlugs.contested(files.map(\.name))
        var loaded = FixtureLayouts.load(files, options: layoutOptions, settings: DeviceOption.settings(arguments), io: io) { laidOut in
            let fixture = Self.siteFixture(laidOut, explains: explains)
            // Drawn from the outlines of the fonts it was measured with, the app's own included.
            var drawer = drawer
            if let fonts = laidOut.fonts { drawer.renderer.fonts = fonts }
            let placed = fixture.map { drawer.part(of: $0, keepsDrawing: contested.contains(DiagramIdentifiers.slug($0.name))) }
            let nonFinite = placed?.files.map { NonFiniteAttributes.first(inUTF8: $0.bytes) } ?? []
            return (scenarioCount: laidOut.scenarios.count, placed: placed, nonFinite: nonFinite)
        }
        // What the drawings could not show as iOS would (a glyph no font has, an image PNG output
        // cannot draw): printed like the reader's warnings, each once per file, in input order.
        var renderWarningCount = 0
        for placed in loaded.results.compactMap(\.placed) {
            for warning in placed.renderWarnings {
                io.error("\(placed.sourceFile): \(warning)\n")
                renderWarningCount += 1
            }
        }
        let errors = loaded.errors, warnings = loaded.warnings + renderWarningCount
        if let problem = EmptyInput.problem(scenarioCount: loaded.results.reduce(0) { $0 + $1.scenarioCount }, errorCount: errors,
                                            inputs: inputs, command: "render", allowed: arguments.flag("allow-empty")) {
            io.error(problem)
            return 2
        }
        let placed = loaded.results.compactMap(\.placed)
        // What `NonFiniteAttributes` found in each diagram, in the order of the site's files.
        let diagramProblems = loaded.results.flatMap(\.nonFinite)
        loaded.results = []
        let scenarioCount = placed.reduce(0) { $0 + $1.scenarioCount }

        let site: SiteOutput
        do {
            site = try builder.build(placed: consume placed)
        } catch let error as SiteTemplateError {
            io.error("\(error)\n")
            return 1
        } catch {
            return fail("\(error)")
        }
        // The index (megabytes) is checked on another thread while the diagrams are written.
        let indexPage = site.files.last
        let indexCheck = BackgroundWork { indexPage.flatMap { NonFiniteAttributes.first(inUTF8: $0.bytes) } }
        let writing = ProgressLine(io: io, total: site.files.count + site.images.count)
        for (index, image) in site.images.enumerated() {
            writing.update(index, "Writing")
            do {
                try folder.write(bytes: image.bytes, to: image.path)
            } catch {
                writing.finish()
                return fail("\(error)")
            }
        }
        // The diagrams were checked as they were drawn: a bad one is refused before any is written.
        let diagramCount = min(diagramProblems.count, site.files.count)
        if let bad = (0..<diagramCount).first(where: { diagramProblems[$0] != nil }), let attribute = diagramProblems[bad] {
            writing.finish()
            return fail("refusing to write '\(site.files[bad].path)': \(attribute) is not a finite number (a LayoutLens bug; please report it)")
        }
        // One file per fixture folder: creating files is mostly the kernel's work, which the cores
        // share; the first failure in the files' order is the one reported.
        var firstFailure: String?
        OrderedParallelWork.forEach(Array(site.files.prefix(diagramCount)), transform: { file -> String? in
            do {
                try folder.write(bytes: file.bytes, to: file.path)
                return nil
            } catch {
                return "\(error)"
            }
        }, consume: { index, failure in
            writing.update(site.images.count + index, "Writing")
            if firstFailure == nil { firstFailure = failure }
        })
        if let firstFailure {
            writing.finish()
            return fail(firstFailure)
        }
        for (index, file) in site.files.enumerated() where index >= diagramCount {
            writing.update(site.images.count + index, "Writing")
            let problem = indexCheck.result
            if let attribute = problem {
                writing.finish()
                return fail("refusing to write '\(file.path)': \(attribute) is not a finite number (a LayoutLens bug; please report it)")
            }
            do {
                try folder.write(bytes: file.bytes, to: file.path)
            } catch {
                writing.finish()
                return fail("\(error)")
            }
        }
        writing.finish()
        do {
            try folder.recordManifest(site.images.map(\.path) + site.files.map(\.path))
        } catch {
            return fail("\(error)")
        }

        let elapsed = start.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        io.output("Rendered \(scenarioCount) scenario\(scenarioCount == 1 ? "" : "s") from \(files.count) file\(files.count == 1 ? "" : "s") "
                  + "into \(outPath)/index.html: \(site.diagramCount) diagram\(site.diagramCount == 1 ? "" : "s"), "
                  + "\(warnings) warning\(warnings == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s") "
                  + "in \(DiagramNumber.format(seconds)) s\n")
        return errors > 0 && !arguments.flag("allow-errors") ? 1 : 0
    }

    /// The site's fixture of a laid-out file: its scenarios' scenes (with their images) and
    /// explanations; nil for a file with neither scenarios nor errors.
    private static func siteFixture(_ laidOut: FixtureLayouts.LaidOutFile, explains: Bool) -> SiteFixture? {
        let scenarios = laidOut.scenarios.map { scenario, result in
            var scene = DiagramScene(fixture: laidOut.file.name, scenario: scenario.name, proposal: scenario.proposal, layout: result)
            scene.images = FixtureImages.load(scene.imageNames, besideSourceFile: laidOut.file.path)
            return SiteScenario(scene: scene, line: scenario.line,
                                explanation: explains ? Explainer().explain(result, proposal: scenario.proposal) : nil,
                                source: scenario.source)
        }
        // A file with errors stays on the site as a card with its diagnostics.
        let failures = laidOut.errorCount > 0 ? laidOut.diagnosticsText : ""
        return scenarios.isEmpty && failures.isEmpty ? nil
            : SiteFixture(name: laidOut.file.name, sourceFile: laidOut.file.path, scenarios: scenarios, failures: failures,
                          source: laidOut.sourceText.isEmpty ? nil : laidOut.sourceText,
                          module: ModuleTitle.siteModule(id: laidOut.file.module, name: laidOut.file.moduleName))
    }
}
