import ArgumentParsing

/// `layoutlens frames` in the command registry; the command itself is `FramesCommand` /
/// `runFrames` (FramesCommand.swift).
enum FramesCommandRegistration: LayoutLensCommand {
    static var spec: CommandSpec { FramesCommand.spec }

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let result = FramesCommand.run(arguments, streamingTo: io.output)
        if !result.standardOutput.isEmpty { io.output(result.standardOutput) }
        if !result.standardError.isEmpty { io.error(result.standardError) }
        return result.status
    }
}
