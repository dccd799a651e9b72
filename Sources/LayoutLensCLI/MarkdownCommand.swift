import ArgumentParsing
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
import Render
import SwiftUIRuntime

/// `layoutlens markdown`: keeps the diagrams of a post in step with its marked Swift code blocks
/// (`MarkedBlock`), writing them beside the post with an image line after each block, or, with
/// `--check`, failing when a committed diagram or image line no longer matches its code.
enum MarkdownCommand: LayoutLensCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "markdown",
            abstract: "Draw the diagrams of a post's marked Swift code blocks beside it, and keep them in step with the code.",
            discussion: "Mark a fenced Swift block with an HTML comment '<!-- layoutlens -->' (or '<!-- layoutlens name=\"card\" -->') "
                + "on the line before it, or with '```swift layoutlens'. Each block is laid out as a Swift file of its own (its "
                + "#Preview, else its top-level views); its diagram is written into the post's folder (<post>-<n>.svg, or the "
                + "name given) and an image line is put after the block. A second run changes nothing. The SVG follows the "
                + "reader's light or dark appearance; --docc writes name.svg and name~dark.svg (or .png) for DocC instead. "
                + "Nothing is written outside the post's folder. Exit status: 0 up to date; 1 a block failed, or (--check) a "
                + "diagram or image line is out of date; 2 bad usage or an unreadable post.",
            arguments: [
                .positional("posts", help: "Markdown files.", repeating: true),
                .flag("check", help: "Write nothing; fail when a diagram or image line differs from what the code gives."),
                .flag("docc", help: "DocC naming: name.svg for light and name~dark.svg for dark (or .png with --format png)."),
                .option("format", valueName: "format", .choice(BlockDiagrams.Style.Format.allCases.map(\.rawValue)),
                        help: "svg, or png (with --docc: a PNG has one appearance, and DocC picks the ~dark one).", default: "svg"),
                DeviceOption.argument, DeviceOption.dynamicTypeArgument, DeviceOption.localeArgument,
            ],
            examples: [
                .init("layoutlens markdown posts/stacks.md", "Write posts/stacks-1.svg, … and the image lines after the blocks."),
                .init("layoutlens markdown --check posts/*.md", "In CI: fail when a diagram is out of date with its code."),
                .init("layoutlens markdown --docc --format png Sources/Kit/Kit.docc/Layout.md", "DocC images, light and ~dark."),
            ])
    }

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let docc = arguments.flag("docc")
        let format = arguments.choice("format", as: BlockDiagrams.Style.Format.self) ?? .svg
        if format == .png, !docc {
            io.error("error: --format png needs --docc: a PNG has one appearance, and outside DocC only an SVG can follow "
                     + "the reader's light or dark mode\nSee 'layoutlens markdown --help'.\n")
            return 2
        }
        let style = BlockDiagrams.Style(docc: docc, format: format, settings: DeviceOption.settings(arguments))
        let renderer = DiagramRenderer(options: DiagramOptions())
        let check = arguments.flag("check")
        var status: Int32 = 0
        var summary: [String] = []
        for post in arguments.strings("posts") {
            guard post.hasSuffix(".md") || post.hasSuffix(".markdown") else {
                io.error("error: '\(post)' is not a Markdown file (.md or .markdown)\nSee 'layoutlens markdown --help'.\n")
                return 2
            }
            let text: String
            switch readRegularFile(post) {
            case .success(let data): text = String(decoding: data, as: UTF8.self)
            case .failure(let problem):
                io.error("error: cannot read '\(post)': \(problem)\n")
                status = max(status, 2)
                continue
            }
            let update = PostUpdate.settled(post: post, text: text, style: style, renderer: renderer)
            io.error(update.diagnosticsText + update.errors.map { $0 + "\n" }.joined())
            if !update.errors.isEmpty { status = max(status, 1) }
            if check {
                let stale = update.staleFiles
                for file in stale {
                    io.error("\(post):\(file.blockLine):1: error: diagram '\(update.displayPath(of: file))' does not match its code block; "
                             + "run 'layoutlens markdown \(post)' [markdown-stale-diagram]\n")
                }
                if update.postIsStale {
                    io.error("\(post): error: the image lines after its marked blocks are out of date; "
                             + "run 'layoutlens markdown \(post)' [markdown-stale-image-line]\n")
                }
                if !stale.isEmpty || update.postIsStale { status = max(status, 1) }
                summary.append("\(post): \(update.blockCount) block\(update.blockCount == 1 ? "" : "s"), "
                               + (stale.isEmpty && !update.postIsStale ? "up to date" : "out of date"))
                continue
            }
            let written = write(update, io: io)
            if written == nil { status = max(status, 1) }
            summary.append("\(post): \(update.blockCount) block\(update.blockCount == 1 ? "" : "s"), "
                           + "\(written ?? 0) file\(written == 1 ? "" : "s") written")
        }
        if !summary.isEmpty { io.output(summary.joined(separator: "\n") + "\n") }
        return status
    }

    /// Writes the changed diagrams and the post, only inside the post's folder; returns how many
    /// files were written, nil when a write was refused or failed (said on stderr).
    private static func write(_ update: PostUpdate, io: CommandIO) -> Int? {
        let root = WritableRoot(update.folder, kind: .output)
        var count = 0
        do {
            for file in update.staleFiles {
                try writePermittedFile(Data(file.bytes), to: update.folder + "/" + file.name, in: [root])
                count += 1
            }
            if update.postIsStale {
                try writePermittedFile(Data(update.updatedText.utf8), to: update.post, in: [root])
                count += 1
            }
        } catch {
            io.error("error: \(error)\n")
            return nil
        }
        return count
    }
}
