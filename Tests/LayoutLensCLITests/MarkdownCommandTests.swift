import Foundation
import Testing
import TestSupport
@testable import LayoutLensCLI

/// `layoutlens markdown`: a post's marked Swift blocks get diagrams beside it and image lines
/// after them; a second run changes nothing; `--check` fails once a block's code changes.
@Suite(.serialized) struct MarkdownCommandTests {
    static let post = """
        # Stacks

        <!-- layoutlens -->
        ```swift
        HStack(spacing: 10) {
            Color.blue.frame(width: 100)
            Color.green
        }
        .frame(width: 300, height: 60)
        ```

        Between the blocks.

        ```swift layoutlens
        VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 60, height: 30)
        }
        ```

        Not marked:

        ```swift
        Color.gray
        ```

        <!-- layoutlens name="square" -->
        ```swift
        #Preview("square") {
            Color.yellow.frame(width: 50, height: 50)
        }
        ```

        """

    /// A fresh folder holding `stacks.md` with `text`; returns the post's path.
    static func writePost(_ text: String = post, folder name: String) throws -> (folder: URL, post: String) {
        let folder = try ScratchFolder.fresh("markdown-\(name)")
        let path = folder.appendingPathComponent("stacks.md").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, path)
    }

    static func contents(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
        }
        return files
    }

    @Test func samplePostWithThreeBlocksGetsItsDiagramsAndImageLines() throws {
        let (folder, post) = try Self.writePost(folder: "three")
        let result = CapturedIO.layoutlens(["markdown", post])
        #expect(result.status == 0, "\(result.error)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["square.svg", "stacks-1.svg", "stacks-2.svg", "stacks.md"])
        for name in names where name.hasSuffix(".svg") {
            let svg = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(svg.hasPrefix("<svg"))
            // One file for both appearances: its style sheet follows the reader's.
            #expect(svg.contains("prefers-color-scheme:dark"))
        }
        let text = try String(contentsOfFile: post, encoding: .utf8)
        // HStack of 300 with spacing 10: blue is 100 wide, green takes 300 − 100 − 10 = 190.
        #expect(text.contains("```\n\n![HStack 300×60: blue 100, green 190](stacks-1.svg)\n\nBetween the blocks."))
        // VStack without spacing: as wide as its widest child (60), 20 + 30 = 50 tall; the
        // description gives a vertical stack's children by height.
        #expect(text.contains("```\n\n![VStack 60×50: red 20, blue 30](stacks-2.svg)\n\nNot marked:"))
        #expect(text.contains("```\n\n![yellow 50×50](square.svg)\n"))
        // The unmarked block gets nothing.
        #expect(text.contains("Color.gray\n```\n\n<!-- layoutlens name=\"square\" -->"))
    }

    @Test func secondRunChangesNothing() throws {
        let (folder, post) = try Self.writePost(folder: "twice")
        #expect(CapturedIO.layoutlens(["markdown", post]).status == 0)
        let first = try Self.contents(folder)
        let second = CapturedIO.layoutlens(["markdown", post])
        #expect(second.status == 0)
        #expect(second.output.contains("0 files written"))
        #expect(try Self.contents(folder) == first)
        #expect(CapturedIO.layoutlens(["markdown", "--check", post]).status == 0)
    }

    @Test func editingABlockMakesCheckFailAndCheckWritesNothing() throws {
        let (folder, post) = try Self.writePost(folder: "check")
        #expect(CapturedIO.layoutlens(["markdown", post]).status == 0)
        let text = try String(contentsOfFile: post, encoding: .utf8)
        try text.replacingOccurrences(of: "Color.blue.frame(width: 100)", with: "Color.blue.frame(width: 120)")
            .write(toFile: post, atomically: true, encoding: .utf8)
        let before = try Self.contents(folder)
        let check = CapturedIO.layoutlens(["markdown", "--check", post])
        #expect(check.status == 1)
        // The block's opening fence is line 4 of the post.
        #expect(check.error.contains("\(post):4:1: error: diagram '\(folder.path)/stacks-1.svg' does not match its code block"))
        #expect(check.error.contains("[markdown-stale-image-line]"))
        #expect(!check.error.contains("stacks-2.svg"))
        #expect(try Self.contents(folder) == before)
    }

    @Test func doccNamingWritesLightAndDarkFiles() throws {
        let (folder, post) = try Self.writePost(folder: "docc")
        #expect(CapturedIO.layoutlens(["markdown", "--docc", post]).status == 0)
        let light = try String(contentsOf: folder.appendingPathComponent("square.svg"), encoding: .utf8)
        let dark = try String(contentsOf: folder.appendingPathComponent("square~dark.svg"), encoding: .utf8)
        #expect(light != dark)
        // DocC finds the ~dark variant itself: the image line names the light file.
        #expect(try String(contentsOfFile: post, encoding: .utf8).contains("](square.svg)"))
    }

    @Test func pngWithoutDoccIsAUsageError() throws {
        let (_, post) = try Self.writePost(folder: "png")
        let result = CapturedIO.layoutlens(["markdown", "--format", "png", post])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: --format png needs --docc"))
    }

    @Test func linkOutOfThePostsFolderIsRefused() throws {
        let (folder, post) = try Self.writePost(folder: "link")
        let outside = try ScratchFolder.fresh("markdown-link-outside")
        let target = outside.appendingPathComponent("stolen.svg").path
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("stacks-1.svg").path, withDestinationPath: target)
        let result = CapturedIO.layoutlens(["markdown", post])
        #expect(result.status == 1)
        #expect(result.error.contains("symbolic link"))
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func blockThatCannotBeReadIsReportedAtThePostsLine() throws {
        let text = Self.post.replacingOccurrences(of: "    Color.green\n", with: "    Color.green(\n")
        let (_, post) = try Self.writePost(text, folder: "broken")
        let result = CapturedIO.layoutlens(["markdown", post])
        #expect(result.status == 1)
        // `Color.green(` on line 7 of the post leaves its argument list open: the parser
        // expects an expression at the next token, the `}` at line 8, column 1.
        #expect(result.error.contains("\(post):8:1: error: "))
        #expect(result.error.contains("[markdown-block-failed]"))
        // The other blocks are still drawn.
        #expect(try String(contentsOfFile: post, encoding: .utf8).contains("](stacks-2.svg)"))
    }

    @Test func unclosedMarkedBlockIsAnErrorAndTheRestIsDrawn() throws {
        let text = Self.post + "<!-- layoutlens -->\n```swift\nColor.red\n"
        let (folder, post) = try Self.writePost(text, folder: "unclosed")
        let result = CapturedIO.layoutlens(["markdown", post])
        #expect(result.status == 1)
        // The post is 32 lines, ending in a line break: the comment is line 33, the fence line 34.
        #expect(result.error.contains("\(post):34:1: error: the marked code block is not closed"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("square.svg").path))
    }

    @Test func postWithWindowsLineEndsKeepsThem() throws {
        let (_, post) = try Self.writePost(Self.post.replacingOccurrences(of: "\n", with: "\r\n"), folder: "crlf")
        #expect(CapturedIO.layoutlens(["markdown", post]).status == 0)
        let text = try String(contentsOfFile: post, encoding: .utf8)
        #expect(text.contains("```\r\n\r\n![yellow 50×50](square.svg)\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(CapturedIO.layoutlens(["markdown", "--check", post]).status == 0)
    }
}
