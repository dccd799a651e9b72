import ArgumentParsing
import Diagnostics
import Explain
import LayoutEngine
import Render
import ProjectReader
import TextLayout

/// How `explain` prints its steps.
enum ExplainFormat: String, CaseIterable {
    /// Numbered sentences for the terminal.
    case text
    /// A heading, the diagram embed and the numbered steps, to paste into a blog post.
    case markdown
    /// The `layoutlens.explain/1` document: every step with its owner, subject, proposal and answer.
    case json
}

/// `layoutlens explain`: tells, step by step, how SwiftUI arrives at every frame of a preview.
enum ExplainCommand: LayoutLensCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "explain",
            abstract: "Explain a layout step by step: every proposal, offer and answer, with its arithmetic.",
            discussion: """
                Lays out each scenario (#Preview) of FILE and narrates it in numbered steps, in the order SwiftUI \
                takes them: what the canvas proposes, what each container proposes to each child and what the \
                child answers. Stacks tell their whole algorithm: the spacing they subtract, their priority \
                groups, the order by flexibility (maximum minus minimum length), each offer with its arithmetic \
                such as "(620 − 2 × 10) / 3 = 200", what was left over or overflowed, and where each child goes. \
                --view narrows the story to one view: its ancestors' decisions, the offers to its siblings, and \
                everything inside the view ("why is this Text 74 wide?"). A view is named by its path as \
                `frames` prints it (HStack[1]/frame/Color) or by its name in the steps (Color.green). \
                Exit status: 0 when clean, 1 when the file has an error, 2 for bad usage.
                """,
            arguments: [
                .positional("file", help: "A SwiftUI file (or a folder of them)."),
                .option("scenario", valueName: "name", help: "Only the scenario with this name."),
                .option("view", valueName: "path", help: "Only the steps that decide this view's frame: a path or a view's name."),
                .option("format", valueName: "format", .choice(ExplainFormat.allCases.map(\.rawValue)),
                        help: "text (numbered sentences), markdown (diagram embed and steps for a blog post) or json.",
                        default: ExplainFormat.text.rawValue),
                .flag("probes", help: "Also tell the 0 and ∞ proposals a stack probes each child with."),
                DeviceOption.argument, DeviceOption.dynamicTypeArgument, DeviceOption.localeArgument, TargetOption.argument,
                PathExclusion.argument,
                .option("scale", valueName: "n", .positiveNumber, help: "Pixels per point of the emulated display; default: the device's (3, iphone-se 2)."),
            ],
            examples: [
                .init("layoutlens explain Fixtures/seed-001-relative-size.swift --scenario \"relative size middle\"",
                      "Why the yellow view ends up wider than the blue one."),
                .init("layoutlens explain Fixtures/seed-002-hstack-flexibility.swift --scenario \"flexibility order\" --probes",
                      "The flexibility order, with the probe answers that decide it."),
                .init("layoutlens explain Card.swift --view 'VStack[1]/Text' --format markdown",
                      "Why one Text has its width, ready to paste into a post."),
            ])
    }

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let format = arguments.choice("format", as: ExplainFormat.self) ?? .text
        let scale = DeviceOption.scale(arguments)
        func usage(_ message: String) -> Int32 {
            io.error("error: \(message)\nSee 'layoutlens explain --help'.\n")
            return 2
        }
        guard scale <= 16 else { return usage("--scale must be at most 16") }
        let files: [FixtureFile]
        switch FixtureLayouts.files(for: arguments.strings("file"), command: "explain", io: io, target: arguments.string("target"),
                                  excluding: PathExclusion(patterns: arguments.strings("exclude"))) {
        case .success(let found): files = found
        case .failure(let status): return status.code
        }
        let options = LayoutOptions(scale: scale, textMeasurer: FontTextMeasurer(), recordsTrace: true)
        let loaded = FixtureLayouts.load(files, options: options, settings: DeviceOption.settings(arguments), io: io)
        var selected: [(file: FixtureLayouts.LaidOutFile, scenario: Scenario, result: LayoutResult)] = []
        var allNames: [String] = []
        for file in loaded.files {
            for (scenario, result) in file.scenarios {
                allNames.append(scenario.name)
                if let wanted = arguments.string("scenario"), scenario.name != wanted { continue }
                selected.append((file, scenario, result))
            }
        }
        if let wanted = arguments.string("scenario"), selected.isEmpty, loaded.errors == 0 {
            var message = "no scenario named '\(wanted)'"
            if let suggestion = NameSuggestion.closest(to: wanted, in: allNames) { message += "; did you mean '\(suggestion)'?" }
            else if !allNames.isEmpty { message += "; the scenarios are: " + allNames.map { "'\($0)'" }.joined(separator: ", ") }
            return usage(message)
        }

        var documents: [ExplainedScenario] = []
        for (file, scenario, result) in selected {
            var explanation = Explainer(includesProbes: arguments.flag("probes")).explain(result, proposal: scenario.proposal)
            var focus: PlacedView?
            if let wanted = arguments.string("view") {
                switch ViewLookup.find(wanted, in: result, scenario: scenario.name) {
                case .found(let view):
                    focus = view
                    explanation = explanation.focused(on: view.path)
                case .missing(let message):
                    return usage(message)
                }
            }
            documents.append(ExplainedScenario(file: file, scenario: scenario, result: result,
                                               explanation: explanation, focus: focus))
        }
        switch format {
        case .text: io.output(documents.map(\.text).joined(separator: "\n"))
        case .markdown: io.output(documents.map { $0.markdown(diagramPath: diagramPath($0, in: loaded.files)) }.joined(separator: "\n"))
        case .json: io.output(ExplainJSON.document(documents))
        }
        return loaded.errors > 0 ? 1 : 0
    }

    /// Where `layoutlens render` writes the scenario's diagram, relative to its output folder,
    /// so the Markdown embed works beside a rendered site.
    static func diagramPath(_ document: ExplainedScenario, in files: [FixtureLayouts.LaidOutFile]) -> String {
        let folders = DiagramIdentifiers.uniqueSlugs(files.map(\.file.name))
        let folder = zip(files, folders).first { $0.0.file == document.file.file }?.1 ?? DiagramIdentifiers.slug(document.file.file.name)
        let slugs = DiagramIdentifiers.uniqueSlugs(document.file.scenarios.map(\.scenario.name))
        let index = document.file.scenarios.firstIndex { $0.scenario.line == document.scenario.line && $0.scenario.name == document.scenario.name } ?? 0
        return "diagrams/\(folder)/\(slugs[index]).svg"
    }
}
