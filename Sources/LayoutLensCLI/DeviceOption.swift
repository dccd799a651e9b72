import ArgumentParsing
import LayoutEngine
import ProjectReader
import SwiftUIRuntime

/// `--device NAME` and `--dynamic-type SIZE`: the canvas settings previews are shown with, and
/// `--scale`'s default (the device's display scale), shared by `frames`, `render`, `check` and
/// `explain`.
enum DeviceOption {
    static let argument = ArgumentSpec.option(
        "device", valueName: "name", .choice(PreviewDevice.all.map(\.name)),
        help: "The device previews are laid out on: " + deviceSummaries
            + ". Its safe area and orientation (#Preview traits .landscapeLeft/.landscapeRight) give the proposal; "
            + "'--device list' prints the devices with their safe areas.",
        default: PreviewDevice.default.name)

    /// Each device's name, models, screen and scale, separated by `; `. Appended device by device
    /// rather than by the generic `joined(separator:)`, which instantiates a type over `[String]`
    /// from its mangled name on every run: its first use scans every loaded image's conformance
    /// records (≈ 0.3 M instructions of a cold run, docs/performance.md).
    private static var deviceSummaries: String {
        var summaries = ""
        for device in PreviewDevice.all {
            if !summaries.isEmpty { summaries.append("; ") }
            summaries.append("\(device.name) (\(device.models): \(Int(device.screen.width)) x \(Int(device.screen.height)) pt @\(Int(device.scale))x)")
        }
        return summaries
    }

    static let dynamicTypeArgument = ArgumentSpec.option(
        "dynamic-type", valueName: "size", .choice(DynamicTypeSize.allCases.map(\.rawValue)),
        help: "The Dynamic Type setting text styles start from (Apple's HIG type sizes); .dynamicTypeSize(_:) in a preview still sets its own.",
        default: DynamicTypeSize.large.rawValue)

    static let localeArgument = ArgumentSpec.option(
        "locale", valueName: "language",
        help: "The localisation Text(\"key\") shows, from the app's string catalogs and tables (de, fr, pt-BR, …); default: the development language.")

    /// `--device list` (or `--device=list`) anywhere on the command line, whatever the command.
    static func asksForList(_ arguments: [String]) -> Bool {
        arguments.contains("--device=list") || zip(arguments, arguments.dropFirst()).contains { $0 == "--device" && $1 == "list" }
    }

    /// One line per device: name, screen, scale, the proposal in portrait and in landscape, models;
    /// the default marked.
    static var table: String {
        func size(_ proposal: ProposedSize) -> String {
            "\(NumberText.format(proposal.width ?? 0)) x \(NumberText.format(proposal.height ?? 0))"
        }
        let rows = PreviewDevice.all.map { device in
            let screen = "\(NumberText.format(device.screen.width)) x \(NumberText.format(device.screen.height)) pt @\(NumberText.format(device.scale))x"
            let mark = device == .default ? " (default)" : ""
            return "\(device.name)\(mark): \(screen); safe area \(size(device.proposal(in: .portrait))) portrait, "
                + "\(size(device.proposal(in: .landscapeLeft))) landscape; \(device.models)"
        }
        return rows.joined(separator: "\n") + "\n"
    }

    static func device(_ arguments: ParsedArguments) -> PreviewDevice {
        arguments.string("device").flatMap(PreviewDevice.named) ?? .default
    }

    static func settings(_ arguments: ParsedArguments) -> PreviewSettings {
        PreviewSettings(device: device(arguments),
                        dynamicTypeSize: arguments.string("dynamic-type").flatMap(DynamicTypeSize.init(rawValue:)) ?? .large,
                        locale: arguments.string("locale"))
    }

    /// `--scale` when given, else the device's.
    static func scale(_ arguments: ParsedArguments) -> Double {
        arguments.number("scale") ?? device(arguments).scale
    }
}
