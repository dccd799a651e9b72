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

/// A Markdown post as lines, and its marked blocks (`MarkedBlock`).
///
/// Fences follow CommonMark 0.31 §4.5: three or more backticks or tildes, indented by at most
/// three spaces; the block ends at a fence of the same character at least as long, or at the
/// end of the post. Blocks inside other fences are not looked at.
struct MarkdownPost: Sendable {
    var lines: [String]
    /// Whether the text ended with a line break (kept on writing).
    var endsWithNewline: Bool

    init(text: String) {
        // Split on the scalar: Swift's "\r\n" is one Character, which a Character split would miss.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        endsWithNewline = text.hasSuffix("\n")
        if endsWithNewline { lines.removeLast() }
        // A Windows post keeps its line ends: "\r" stays on each line and is matched around.
        self.lines = lines
    }

    var text: String { lines.joined(separator: "\n") + (endsWithNewline ? "\n" : "") }

    static let commentPrefix = "<!-- layoutlens"

    /// The marked blocks, in order. `isImageLine(line, name)` says whether a line is an image
    /// line this command wrote for the block with diagram base name `name`.
    /// Marked blocks without a closing fence run to the end of the post (CommonMark), where no
    /// image line can follow them: their opening lines are returned apart, to be reported.
    func markedBlocks(imageNames: (MarkedBlock, Int) -> String, isImageLine: (String, String) -> Bool)
        -> (blocks: [MarkedBlock], unclosed: [Int]) {
        var blocks: [MarkedBlock] = []
        var unclosed: [Int] = []
        var index = 0
        while index < lines.count {
            guard let fence = Self.openingFence(lines[index]) else {
                index += 1
                continue
            }
            var closing = index + 1
            while closing < lines.count, !Self.closes(lines[closing], fence: fence) { closing += 1 }
            let previous = index > 0 ? Self.withoutCarriageReturn(lines[index - 1]).trimmedOfWhitespace() : ""
            let words = fence.info.split(separator: " ").map(String.init)
            let markedByComment = previous.hasPrefix(Self.commentPrefix) && previous.hasSuffix("-->")
            let isSwift = words.first?.lowercased() == "swift"
            if isSwift, markedByComment || words.dropFirst().contains("layoutlens"), closing >= lines.count {
                unclosed.append(index + 1)
            } else if isSwift, markedByComment || words.dropFirst().contains("layoutlens") {
                let codeLines = lines[(index + 1)..<closing].map { Self.dropIndent($0, upTo: fence.indent) }
                var block = MarkedBlock(fenceLine: index + 1, closingLine: closing + 1,
                                        code: codeLines.map(Self.withoutCarriageReturn).joined(separator: "\n"),
                                        firstCodeLine: index + 2,
                                        explicitName: markedByComment ? Self.name(inComment: previous) : nil, imageLines: 0..<0)
                let name = imageNames(block, blocks.count)
                block.imageLines = imageRange(after: closing, isImage: { isImageLine($0, name) })
                blocks.append(block)
            }
            index = closing + 1
        }
        return (blocks, unclosed)
    }

    /// The blank line and the image lines after the closing fence at `closing` (0-based) that
    /// `isImage` recognises, as 0-based line indexes; empty (at the line after the fence) when
    /// there are none.
    private func imageRange(after closing: Int, isImage: (String) -> Bool) -> Range<Int> {
        let start = closing + 1
        var end = start
        if end < lines.count, Self.withoutCarriageReturn(lines[end]).trimmedOfWhitespace().isEmpty { end += 1 }
        var images = end
        while images < lines.count, isImage(Self.withoutCarriageReturn(lines[images])) { images += 1 }
        return images > end ? start..<images : start..<start
    }

    struct Fence {
        var character: Character
        var length: Int
        var indent: Int
        var info: String
    }

    static func openingFence(_ line: String) -> Fence? {
        let line = withoutCarriageReturn(line)
        let indent = line.prefix(while: { $0 == " " }).count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        guard let character = rest.first, character == "`" || character == "~" else { return nil }
        let length = rest.prefix(while: { $0 == character }).count
        guard length >= 3 else { return nil }
        let info = rest.dropFirst(length).trimmedOfWhitespace()
        // A backtick fence's info string has no backtick (CommonMark §4.5).
        if character == "`", info.contains("`") { return nil }
        return Fence(character: character, length: length, indent: indent, info: info)
    }

    static func closes(_ line: String, fence: Fence) -> Bool {
        let line = withoutCarriageReturn(line)
        let indent = line.prefix(while: { $0 == " " }).count
        guard indent <= 3 else { return false }
        let rest = line.dropFirst(indent)
        let length = rest.prefix(while: { $0 == fence.character }).count
        return length >= fence.length && rest.dropFirst(length).allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// `name="card"` or `name=card` in the marking comment; only letters, digits, `-` and `_`.
    static func name(inComment comment: String) -> String? {
        guard let range = comment.firstRange(of: "name=") else { return nil }
        let value = comment[range.upperBound...].drop(while: { $0 == "\"" })
        let name = value.prefix(while: { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        return name.isEmpty ? nil : String(name)
    }

    static func dropIndent(_ line: String, upTo count: Int) -> String {
        String(line.dropFirst(min(count, line.prefix(while: { $0 == " " }).count)))
    }

    static func withoutCarriageReturn(_ line: String) -> String { line.hasSuffix("\r") ? String(line.dropLast()) : line }
}
