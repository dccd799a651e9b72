import ArgumentParsing

/// `layoutlens frames`: prints every view's frame. The command itself is implemented in
/// `FramesCommand.swift` (`runFrames`), written separately.
enum FramesCommandRegistration: LayoutLensCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "frames",
            abstract: "Print the frame of every view of each scenario.",
            arguments: [
                .positional("inputs", help: "Swift files or folders of them.", repeating: true),
                .flag("json", help: "Print JSON instead of text."),
            ],
            examples: [.init("layoutlens frames Fixtures/seed-001-relative-size.swift", "Print the frames of seed 001's scenarios.")])
    }

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        // TODO(frames): call `runFrames(...)` from FramesCommand.swift once it lands on main.
        io.error("error: 'layoutlens frames' is not available in this build yet\n")
        return 1
    }
}
