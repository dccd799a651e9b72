import Foundation
import LayoutEngine
import ProjectReader
import SwiftFrontEnd
import Templating
import Testing
@testable import Render

/// The site shows each preview's source beside its diagram, numbered as in the file, and links
/// boxes to lines through `data-line`.
@Suite struct SourceListingTests {
    /// The front end's highlighter, as the command line gives it to the site.
    let swiftHighlighter: SourceHighlighter = { source in
        SyntaxHighlighter.spans(in: source).map { SourceHighlight(start: $0.start, end: $0.end, kind: $0.kind.rawValue) }
    }

    @Test func linesAreNumberedFromTheFirstLineAndEscaped() {
        let html = SourceListing.html("Text(\"a < b\")\n// done", firstLine: 41, highlighter: swiftHighlighter)
        #expect(html.hasPrefix("<span class=\"ln\" data-line=\"41\"><span class=\"no\">41</span>"))
        #expect(html.contains("a &lt; b"))
        #expect(html.contains("data-line=\"42\"><span class=\"no\">42</span><span class=\"hl-comment\">// done</span>"))
        // Lines are block spans; a newline between them would show as an empty line in <pre>.
        #expect(!html.contains("\n"))
    }

    @Test func aCommentOverSeveralLinesIsColouredOnEachLine() {
        let html = SourceListing.html("/* one\ntwo */ x", firstLine: 1, highlighter: swiftHighlighter)
        #expect(html.contains("<span class=\"hl-comment\">/* one</span>"))
        #expect(html.contains("<span class=\"hl-comment\">two */</span> x"))
    }

    /// Every box of the diagram that names a source line finds that line in the file's listing.
    @Test func everyBoxLineIsALineOfTheListing() throws {
        let source = """
        import SwiftUI

        struct Row: View {
            var body: some View {
                HStack {
                    Text("Name")
                    Spacer()
                    Color.blue.frame(width: 40, height: 16)
                }
                .padding(8)
            }
        }

        #Preview("Row", traits: .fixedLayout(width: 300, height: 60)) {
            Row()
        }
        """
        let reading = SwiftUIFileReader.read(bytes: Array(source.utf8), file: "Row.swift", assets: ImageAssets(directory: nil))
        let scenario = try #require(reading.scenarios.first)
        let result = LayoutEngine.layout(scenario.root, in: scenario.proposal)
        let scene = DiagramScene(fixture: "Row", scenario: scenario.name, proposal: scenario.proposal, layout: result)
        let fixture = SiteFixture(name: "Row", sourceFile: "Row.swift", scenarios: [
            SiteScenario(scene: scene, line: scenario.line, source: scenario.source),
        ], source: source)
        var builder = try SiteBuilder(templates: SiteTemplates.embedded())
        builder.highlighter = swiftHighlighter
        let index = try #require(try builder.build([fixture]).files.last?.contents)
        let boxLines = Set(matches(of: #"<(?:rect|g|path|ellipse)[^>]* data-line="(\d+)""#, in: index))
        let listed = Set(matches(of: #"class="ln" data-line="(\d+)""#, in: index))
        // The Text (line 6), Spacer (7) and Color (8) are drawn; each of their lines is listed.
        #expect(boxLines.isSuperset(of: ["6", "7", "8"]))
        #expect(boxLines.isSubset(of: listed))
        // The preview's own listing starts at its line, 14.
        #expect(index.contains("<span class=\"ln\" data-line=\"14\"><span class=\"no\">14</span><span class=\"hl-attribute\">#Preview</span>"))
    }

    private func matches(of pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
