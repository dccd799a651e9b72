import ArgumentParsing
import Render

/// `render --measure <mode>`, the older spelling of `--labels <policy>` (the same choice of which
/// views carry size labels; `marked` is `measured`). Kept for one release so scripts keep working:
/// it is still parsed but hidden from `--help` and suggestions, and using it prints a warning
/// naming the `--labels` spelling to use (docs/cli.md, "Deprecated options").
enum DeprecatedMeasureOption {
    static let argument = ArgumentSpec.option(
        "measure", valueName: "mode", .choice(MeasureMode.allCases.map(\.rawValue)),
        help: "Deprecated: the older spelling of --labels (marked is measured).").hidden()

    /// The views to label: `--labels`, or the deprecated `--measure` with a warning on stderr.
    /// Both typed is a usage error (printed, nil returned): they say the same thing twice.
    static func labelMode(_ arguments: ParsedArguments, io: CommandIO) -> MeasureMode? {
        guard arguments.isTyped("measure"), let mode = arguments.choice("measure", as: MeasureMode.self) else {
            return arguments.string("labels").flatMap(MeasureMode.init(labelPolicy:)) ?? .auto
        }
        if arguments.isTyped("labels") {
            io.error("error: '--measure' is the deprecated spelling of '--labels'; give only '--labels'\n"
                     + "See 'layoutlens render --help'.\n")
            return nil
        }
        io.error("warning: '--measure' is deprecated and will be removed in the next release; "
                 + "use '--labels \(mode.labelPolicy)'\n")
        return mode
    }
}
