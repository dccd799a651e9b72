import Foundation
import Testing
import TestSupport
@testable import Render

/// Every SVG must be well-formed XML: `xmllint --noout` (libxml2) exits 0 on well-formed input.
struct XMLValidityTests {
    @Test(.requires(.xmllint)) func everySampleDiagramPassesXmllint() throws {
        let directory = try ScratchFolder.fresh("xmllint")
        let hostile = "<script>alert(1)</script>&\"'\u{1}\u{0}\u{7F}\u{FFFE}]]>"
        let scenes = [
            SampleScenes.seed001(), SampleScenes.overflow(), SampleScenes.everything(),
            SampleScenes.seed001(scenario: hostile), SampleScenes.everything(scenario: hostile),
        ]
        let options = [DiagramOptions(), DiagramOptions(measure: .all, showsProposals: true)]
        var files: [String] = []
        for (index, scene) in scenes.enumerated() {
            for (variant, option) in options.enumerated() {
                let file = directory.appendingPathComponent("diagram-\(index)-\(variant).svg")
                try DiagramRenderer(options: option).render(scene).svg.write(to: file, atomically: true, encoding: .utf8)
                files.append(file.path)
            }
        }
        let result = try ExternalTool.xmllint.run(["--noout"] + files)
        #expect(result.status == 0, "xmllint: \(result.output)")
    }

    @Test func hostileScenarioNamesAreEscaped() {
        let name = "<script>&\"'"
        let svg = DiagramRenderer().render(SampleScenes.seed001(scenario: name)).svg
        #expect(!svg.contains("<script"))
        #expect(svg.contains("&lt;script&gt;&amp;\"'"))  // in <title> text, quotes need no escaping
        let text = "a\u{0}b\u{1B}c"
        let other = DiagramRenderer().render(SampleScenes.seed001(scenario: text)).svg
        #expect(other.contains("<title id=") && other.contains(">abc (seed-001)</title>"))
    }
}
