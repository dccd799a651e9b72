import Foundation
import Testing
import TestSupport
@testable import Render

/// The index opens in a real browser from file:// without console errors, and renders.
/// Headless Chromium prints every console message as a `…:CONSOLE…` log line on stderr with
/// `--enable-logging=stderr --v=0`; the page's own script must produce none.
struct BrowserTests {
    @Test(.requires(.chromium)) func indexLoadsInHeadlessChromiumWithoutConsoleErrors() throws {
        let directory = try ScratchFolder.fresh("browser")
        let fixtures = [
            SiteFixture(name: "seed-001", sourceFile: "Fixtures/seed-001.swift",
                        scenarios: [SiteScenario(scene: SampleScenes.seed001(), line: 3)]),
            SiteFixture(name: "kinds", sourceFile: "Fixtures/kinds.swift",
                        scenarios: [SiteScenario(scene: SampleScenes.everything(), line: 1),
                                    SiteScenario(scene: SampleScenes.overflow(), line: 2, warnings: ["<b>not bold</b>"])]),
        ]
        let site = try SiteBuilder(templates: SiteTemplates.embedded()).build(fixtures)
        for file in site.files {
            let url = directory.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
        }
        let page = "file://" + directory.appendingPathComponent("index.html").path

        let dom = try HeadlessChromium.load(page)
        #expect(dom.console.isEmpty, "console output: \(dom.console)")
        // The filter script ran: it rewrote the visible count (3 of 3).
        #expect(dom.output.contains(#"<span id="count">3</span>"#))
        #expect(dom.output.contains("<svg"))
        #expect(dom.output.contains("&lt;b&gt;not bold&lt;/b&gt;"))

        // A filter in the URL (#?q=…) is applied on load: one scenario name contains "overflow".
        let filtered = try HeadlessChromium.load(page + "#?q=overflow")
        #expect(filtered.output.contains(#"<span id="count">1</span>"#))
        #expect(!filtered.output.contains(":CONSOLE"))

        let screenshot = directory.appendingPathComponent("screenshot.png")
        let shot = try HeadlessChromium.screenshot(page, to: screenshot.path)
        let bytes = FileManager.default.contents(atPath: screenshot.path) ?? Data()
        #expect(bytes.count > 10_000, "no screenshot: \(shot.suffix(500))")
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
