import Foundation
import Testing
@testable import Render

/// The index opens in a real browser from file:// without console errors, and renders.
/// Headless Chromium prints every console message as a `…:CONSOLE…` log line on stderr with
/// `--enable-logging=stderr --v=0`; the page's own script must produce none.
struct BrowserTests {
    @Test func indexLoadsInHeadlessChromiumWithoutConsoleErrors() throws {
        guard let chromium = ExternalValidation.find("chromium") ?? ExternalValidation.find("chromium-browser") else {
            print("⚠︎ SKIPPED indexLoadsInHeadlessChromiumWithoutConsoleErrors: chromium not installed (.ci/run installs it)")
            return
        }
        let directory = try ExternalValidation.scratchDirectory("browser")
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
        let common = ["--headless", "--disable-gpu", "--no-sandbox", "--enable-logging=stderr", "--v=0"]

        let dom = try ExternalValidation.run(chromium, common + ["--dump-dom", page], timeout: 90)
        let consoleLines = dom.output.split(separator: "\n").filter { $0.contains(":CONSOLE") }
        #expect(consoleLines.isEmpty, "console output: \(consoleLines)")
        // The filter script ran: it rewrote the visible count (3 of 3).
        #expect(dom.output.contains(#"<span id="count">3</span>"#))
        #expect(dom.output.contains("<svg"))
        #expect(dom.output.contains("&lt;b&gt;not bold&lt;/b&gt;"))

        // A filter in the URL (#?q=…) is applied on load: one scenario name contains "overflow".
        let filtered = try ExternalValidation.run(chromium, common + ["--dump-dom", page + "#?q=overflow"], timeout: 90)
        #expect(filtered.output.contains(#"<span id="count">1</span>"#))
        #expect(!filtered.output.contains(":CONSOLE"))

        let screenshot = directory.appendingPathComponent("screenshot.png")
        let shot = try ExternalValidation.run(chromium, common + ["--screenshot=\(screenshot.path)", "--window-size=1200,2000", page],
                                              timeout: 90)
        let bytes = FileManager.default.contents(atPath: screenshot.path) ?? Data()
        #expect(bytes.count > 10_000, "no screenshot: \(shot.output.suffix(500))")
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
