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
import FileAccess
import Render

/// What `layoutlens markdown` makes of one post: the post's text with an image line after each
/// marked block, and the diagram files beside it. Computed without writing, so `--check` and
/// writing share it; the same post and code give the same bytes.
struct PostUpdate: Sendable {
    /// The post's path as given.
    var post: String
    /// The folder the post is in: every file written goes here.
    var folder: String
    var originalText: String
    var updatedText: String
    var files: [BlockDiagrams.File]
    /// Blocks whose code could not be laid out: their image lines are left as they were.
    var errors: [String]
    var diagnosticsText: String
    var blockCount: Int

    init(post: String, text: String, style: BlockDiagrams.Style, renderer: DiagramRenderer) {
        self.post = post
        folder = FilePaths.directoryOrCurrent(of: post)
        originalText = text
        let parsed = MarkdownPost(text: text)
        let stem = PathText.deletingPathExtension(PathText.lastComponent(post))
        func baseName(_ block: MarkedBlock, _ ordinal: Int) -> String { block.explicitName ?? "\(stem)-\(ordinal + 1)" }
        let (blocks, unclosed) = parsed.markedBlocks(imageNames: baseName, isImageLine: BlockDiagrams.isImageLine(_:baseName:))
        // A post written with CRLF line ends gets its new lines with them too.
        let lineEnd = parsed.lines.first?.hasSuffix("\r") == true ? "\r" : ""
        var lines: [String] = []
        var next = 0
        var files: [BlockDiagrams.File] = []
        var errors = unclosed.map { "\(post):\($0):1: error: the marked code block is not closed; add a closing fence [markdown-unclosed-block]" }
        var diagnosticsText = ""
        var seenNames: [String: Int] = [:]
        for (ordinal, block) in blocks.enumerated() {
            let name = baseName(block, ordinal)
            lines += parsed.lines[next..<block.imageLines.lowerBound]
            next = block.imageLines.lowerBound
            if let earlier = seenNames[name] {
                errors.append("\(post):\(block.fenceLine - 1):1: error: the diagram name '\(name)' is already used by the block on line \(earlier) [markdown-name-taken]")
                continue
            }
            seenNames[name] = block.fenceLine
            let diagrams = BlockDiagrams(block: block, baseName: name, post: post, style: style, renderer: renderer)
            diagnosticsText += diagrams.diagnosticsText
            if diagrams.diagnostics.contains(where: { $0.severity == .error }) {
                errors.append("\(post):\(block.fenceLine):1: error: the code block cannot be laid out; its diagrams are left as they are [markdown-block-failed]")
                continue
            }
            if diagrams.imageLines.isEmpty {
                errors.append("\(post):\(block.fenceLine):1: error: the code block shows no view to lay out [markdown-block-empty]")
                continue
            }
            lines.append(lineEnd)
            lines += diagrams.imageLines.map { $0 + lineEnd }
            next = block.imageLines.upperBound
            files += diagrams.files
        }
        lines += parsed.lines[next...]
        var updated = parsed
        updated.lines = lines
        updatedText = updated.text
        self.files = files
        self.errors = errors
        self.diagnosticsText = diagnosticsText
        blockCount = blocks.count
    }

    /// The files whose bytes on disk differ from what they should be (missing ones included).
    var staleFiles: [BlockDiagrams.File] {
        files.filter { file in
            FileManager.default.contents(atPath: folder + "/" + file.name).map { [UInt8]($0) != file.bytes } ?? true
        }
    }

    var postIsStale: Bool { updatedText != originalText }

    /// Where `file` is, as the user would write it (`posts/stacks-1.svg`).
    func displayPath(of file: BlockDiagrams.File) -> String { folder == "." ? file.name : folder + "/" + file.name }

    /// The update of a post whose image lines may move its blocks: diagrams carry their
    /// views' source lines, so they are drawn from the post as it will be once its image lines
    /// are in place (a second run then changes nothing). The number of image lines of a block
    /// depends on its previews alone, so one more pass settles it. Diagnostics and errors are
    /// those of the post as read.
    static func settled(post: String, text: String, style: BlockDiagrams.Style, renderer: DiagramRenderer) -> PostUpdate {
        var update = PostUpdate(post: post, text: text, style: style, renderer: renderer)
        guard update.postIsStale else { return update }
        let final = PostUpdate(post: post, text: update.updatedText, style: style, renderer: renderer)
        update.updatedText = final.updatedText
        // Named by the blocks' lines in the post as read.
        update.files = zip(final.files, update.files).map { final, read in
            var file = final
            file.blockLine = read.blockLine
            return file
        }
        return update
    }
}

extension FilePaths {
    /// The folder of `path`, "." for a bare file name.
    static func directoryOrCurrent(of path: String) -> String {
        let folder = PathText.deletingLastComponent(path)
        return folder.isEmpty ? "." : folder
    }
}
