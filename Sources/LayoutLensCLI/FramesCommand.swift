import ArgumentParsing
import Diagnostics
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
import ProjectReader
import SwiftUIRuntime
import TextLayout
import Workers

/// How `frames` prints its result.
public enum FramesFormat: String, Sendable, CaseIterable {
    /// The `layoutlens.frames/1` JSON document (docs/frames-schema.md).
    case json
    /// An indented tree with sizes, for people.
    case text
}

/// Already-parsed arguments of `layoutlens frames`.
public struct FramesOptions: Sendable {
    /// Files and folders (folders are searched recursively for `.swift` files, in name order).
    public var inputs: [String]
    /// Only the scenario with this name.
    public var scenario: String?
    public var format: FramesFormat
    /// Include every proposal and response.
    public var trace: Bool
    /// Pixels per point (3 on current iPhones).
    public var scale: Double
    /// The device previews are laid out on and the Dynamic Type setting.
    public var settings: PreviewSettings
    /// Succeed when the inputs hold no preview at all (else exit 2).
    public var allowEmpty: Bool
    /// Only the files of the module with this name (`--target`).
    public var target: String?
    /// Files whose previews are left out (`--exclude`); they are still read for their module.
    public var exclusion: PathExclusion

    public init(inputs: [String], scenario: String? = nil, format: FramesFormat = .json, trace: Bool = false, scale: Double = 3,
                settings: PreviewSettings = .init(), allowEmpty: Bool = false, target: String? = nil,
                exclusion: PathExclusion = .none) {
        self.target = target
        self.exclusion = exclusion
        self.settings = settings
        self.inputs = inputs
        self.scenario = scenario
        self.format = format
        self.trace = trace
        self.scale = scale
        self.allowEmpty = allowEmpty
    }
}

/// What a command printed and its exit status.
public struct FramesResult: Sendable, Equatable {
    public var standardOutput: String
    public var standardError: String
    public var status: Int32
}

/// `layoutlens frames`: reads SwiftUI files, lays out every scenario and prints the frames.
public enum FramesCommand {
    public static let spec = CommandSpec(
        name: "frames",
        abstract: "Print the frame of every view of every preview, as JSON or as a tree.",
        discussion: """
            Each #Preview (or PreviewProvider entry) is one scenario, laid out in the canvas its traits \
            give (the fixedLayout size; the default 393 x 759 pt device safe area, which sizeThatFitsLayout \
            also offers before the canvas shrinks to the view). \
            Exit status: 0 when clean, 1 when any file has an error, 2 for bad usage.
            """,
        arguments: [
            .positional("inputs", help: "SwiftUI files or folders of them.", repeating: true),
            .option("scenario", valueName: "name", help: "Only the scenario with this name."),
            .option("format", valueName: "format", .choice(FramesFormat.allCases.map(\.rawValue)),
                    help: "json (the layoutlens.frames/1 schema) or text (an indented tree).", default: "json"),
            .flag("trace", help: "Include every proposal and response of the layout pass."),
            DeviceOption.argument, DeviceOption.dynamicTypeArgument, DeviceOption.localeArgument, TargetOption.argument,
            PathExclusion.argument,
            .option("scale", valueName: "n", .number, help: "Pixels per point of the emulated display; default: the device's (3, iphone-se 2)."),
            EmptyInput.flag,
        ],
        examples: [
            .init("layoutlens frames Fixtures/seed-001-relative-size.swift", "JSON frames of the seed's four previews."),
            .init("layoutlens frames Fixtures --format text --scenario \"relative size last\"", "One scenario as a tree."),
        ])

    /// Runs `options`, writes standard output (as the files are laid out) and standard error,
    /// and returns the exit status.
    public static func execute(_ options: FramesOptions) -> Int32 {
        let result = runFrames(options, streamingTo: { StandardStream.output.write($0) },
                               progress: ProgressLine.besideRedirectedOutput)
        StandardStream.error.write(result.standardError)
        return result.status
    }

    /// Runs with arguments parsed against `spec`; with `output`, standard output is written to it
    /// as the files are laid out (`runFrames(_:streamingTo:)`).
    public static func run(_ parsed: ParsedArguments, streamingTo output: ((String) -> Void)? = nil) -> FramesResult {
        runFrames(FramesOptions(
            inputs: parsed.strings("inputs"),
            scenario: parsed.string("scenario"),
            format: parsed.choice("format", as: FramesFormat.self) ?? .json,
            trace: parsed.flag("trace"),
            scale: DeviceOption.scale(parsed),
            settings: DeviceOption.settings(parsed),
            allowEmpty: parsed.flag("allow-empty"),
            target: parsed.string("target"),
            exclusion: PathExclusion(patterns: parsed.strings("exclude"))), streamingTo: output)
    }
}

/// The `frames` command on already-parsed values. Without `output` it prints nothing itself and
/// returns standard output in the result; with it, standard output is written there as each
/// file's scenarios are laid out (in input order: the same bytes), and the result's is empty.
/// With `progress`, a terminal's progress line counts the files and previews laid out.
public func runFrames(_ options: FramesOptions, streamingTo output: ((String) -> Void)? = nil,
                      progress progressIO: CommandIO? = nil) -> FramesResult {
    func usage(_ message: String) -> FramesResult {
        FramesResult(standardOutput: "", standardError: "error: \(message)\nSee 'layoutlens frames --help'.\n", status: 2)
    }
    guard !options.inputs.isEmpty else { return usage("missing argument '<inputs>'") }
    guard options.scale.isFinite, options.scale > 0, options.scale <= 16 else {
        return usage("--scale must be a number greater than 0 and at most 16 (got \(NumberText.format(options.scale, decimals: 4)))")
    }
    // The same discovery as `render` and `check`: files as given, folders searched for `.swift`
    // files (hidden entries skipped) in path order, each file once.
    let files: [FixtureFile]
    var projectProblems = ProjectDiagnostics([])
    do {
        let assigned = FixtureModules.assign(try FixtureDiscovery.files(for: options.inputs), inputs: options.inputs)
        // Excluded files are left out after modules are assigned: still read for their module.
        files = assigned.files.filter { (options.target == nil || $0.moduleName == options.target) && !options.exclusion.excludes($0.path) }
        projectProblems = ProjectDiagnostics(assigned.diagnostics)
        if let target = options.target, files.isEmpty {
            let names = Array(Set(assigned.files.compactMap(\.moduleName))).sorted()
            return usage("no module named '\(target)' among the inputs"
                         + (names.isEmpty ? "" : "; the modules are: " + names.map { "'\($0)'" }.joined(separator: ", ")))
        }
    } catch FixtureDiscovery.Problem.missing(let input) {
        return usage("no such file or folder: '\(input)'")
    } catch FixtureDiscovery.Problem.notSwift(let input) {
        return usage("'\(input)' is not a .swift file")
    } catch {
        return usage("\(error)")
    }
    let layoutOptions = LayoutOptions(scale: options.scale, textMeasurer: FontTextMeasurer(), recordsTrace: options.trace)
    var diagnostics: [Diagnostic] = []
    // What reading the projects found is said, once, and written first among the JSON
    // document's diagnostics (a malformed `project.pbxproj`, a dependency not found); the rest
    // reads, and the exit status stays the files'.
    var standardError = projectProblems.text
    var allScenarioNames: [String] = []
    // Each scenario's part of the output, written as soon as its file is laid out and its turn
    // comes; the frames and the text are dropped then, so memory holds the files in flight.
    var collected = ""
    var stream = FramesOutputStream(format: options.format, write: output ?? { collected += $0 })
    // A folder's files are read as one module (`FixtureModules`); a module's files are laid out
    // and written on every core, and taken in input order.
    let progress = progressIO.map { ProgressLine(io: $0, total: files.count) }
    var filesDone = 0
    progress?.update(0, "Reading and laying out", previews: 0)
    for module in FixtureModules.groups(files) {
        let readings = FixtureReader.readings(module: module, settings: options.settings)
        // The app's bundled fonts measure its `Font.custom` text.
        let fonts = ModuleFonts(scenarios: readings.flatMap(\.scenarios), options: layoutOptions)
        diagnostics += fonts.diagnostics
        standardError += fonts.diagnosticsText
        OrderedParallelWork.forEach(readings, transform: { reading in
            FramesFileOutput(reading, options: options, layoutOptions: fonts.options)
        }, consume: { _, output in
            filesDone += 1
            progress?.update(filesDone, "Reading and laying out", previews: allScenarioNames.count + output.scenarioNames.count)
            diagnostics += output.diagnostics
            standardError += output.diagnosticsText
            allScenarioNames += output.scenarioNames
            for text in output.scenarioTexts { stream.append(text) }
        })
    }
    progress?.finish()
    if let problem = EmptyInput.problem(scenarioCount: allScenarioNames.count, errorCount: diagnostics.containsError ? 1 : 0,
                                        inputs: options.inputs, command: "frames", allowed: options.allowEmpty) {
        return FramesResult(standardOutput: "", standardError: standardError + problem, status: 2)
    }
    // Both usage errors come before any scenario is written (`FramesOutputStream`).
    if let wanted = options.scenario, stream.count == 0, !diagnostics.containsError, !allScenarioNames.isEmpty {
        var message = "no scenario named '\(wanted)'"
        if let suggestion = NameSuggestion.closest(to: wanted, in: allScenarioNames) { message += "\nDid you mean '\(suggestion)'?" }
        return FramesResult(standardOutput: "", standardError: standardError + "error: \(message)\nSee 'layoutlens frames --help'.\n", status: 2)
    }
    stream.finish(diagnostics: projectProblems.diagnostics + diagnostics)
    return FramesResult(standardOutput: collected, standardError: standardError, status: diagnostics.containsError ? 1 : 0)
}

/// The `--format text` tree.
enum FramesText {
    static func tree(_ scenarios: [FramesJSON.LaidOutScenario], includesTrace: Bool) -> String {
        var output = ""
        for laidOut in scenarios {
            let proposal = laidOut.scenario.proposal
            output += "\(laidOut.scenario.file):\(laidOut.scenario.line) \"\(laidOut.scenario.name)\" "
                + "proposal \(number(proposal.width)) × \(number(proposal.height))\n"
            appendNode(laidOut.result.root, depth: 1, to: &output)
            if includesTrace {
                output += "  trace:\n"
                for entry in laidOut.result.trace {
                    output += String(repeating: "  ", count: entry.depth + 2)
                        + "\(entry.path) \(entry.reason.rawValue) proposed \(number(entry.proposal.width)) × \(number(entry.proposal.height))"
                        + " → \(number(entry.response.width)) × \(number(entry.response.height))\n"
                }
            }
        }
        return output
    }

    private static func appendNode(_ view: PlacedView, depth: Int, to output: inout String) {
        let frame = view.frame
        let name = view.label == view.kind ? view.kind : "\(view.kind) \(view.label)"
        let source = view.source.map { " line \($0.line):\($0.column)" + ($0.file.map { " in \($0)" } ?? "") } ?? ""
        // A render effect: where the view is drawn, beside its layout frame.
        let drawn = view.effect.map { effect -> String in
            let box = effect.transform(for: frame).boundingBox(of: frame)
            return " drawn in \(number(box.width)) × \(number(box.height)) at (\(number(box.x)), \(number(box.y)))"
        } ?? ""
        output += String(repeating: "  ", count: depth)
            + "\(name)  \(number(frame.width)) × \(number(frame.height)) at (\(number(frame.x)), \(number(frame.y)))\(drawn)\(source)\n"
        for child in view.children { appendNode(child, depth: depth + 1, to: &output) }
    }

    private static func number(_ value: Double?) -> String {
        guard let value else { return "nil" }
        return NumberText.format(value, decimals: 4)
    }
}
