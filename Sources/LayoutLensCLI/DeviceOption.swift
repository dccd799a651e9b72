import ArgumentParsing
import SwiftUIReader
import SwiftUIRuntime

/// `--device NAME`: the device a preview without a fixed size is laid out on, and `--scale`'s
/// default (the device's display scale), shared by `frames`, `render`, `check` and `explain`.
enum DeviceOption {
    static let argument = ArgumentSpec.option(
        "device", valueName: "name", .choice(PreviewDevice.all.map(\.name)),
        help: "The device previews are laid out on: "
            + PreviewDevice.all.map { "\($0.name) (\($0.models): \(Int($0.screen.width)) x \(Int($0.screen.height)) pt @\(Int($0.scale))x)" }
            .joined(separator: "; ")
            + ". Its safe area and orientation (#Preview traits .landscapeLeft/.landscapeRight) give the proposal.",
        default: PreviewDevice.default.name)

    static func device(_ arguments: ParsedArguments) -> PreviewDevice {
        arguments.string("device").flatMap(PreviewDevice.named) ?? .default
    }

    /// `--scale` when given, else the device's.
    static func scale(_ arguments: ParsedArguments) -> Double {
        arguments.number("scale") ?? device(arguments).scale
    }
}
