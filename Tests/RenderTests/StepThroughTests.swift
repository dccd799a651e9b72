import Explain
import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import Render

/// The site's step-through of `layoutlens explain`: static HTML that lists the steps, and a
/// script that shows step 1 under the diagram and moves with the arrow keys.
struct StepThroughTests {
    /// Seed 001's "Order matters" HStack in 620 × 80, laid out with a trace and explained.
    static func site() throws -> SiteOutput {
        let scene = HStack(spacing: 10) {
            Color.blue
            Color.green.relativeProposed(width: 0.5)
            Color.yellow
        }
        let proposal = ProposedSize(width: 620, height: 80)
        let result = LayoutEngine.layout(scene.node, in: proposal, options: LayoutOptions(recordsTrace: true))
        let diagram = DiagramScene(fixture: "seed-001", scenario: "relative size middle", proposal: proposal, layout: result)
        let explanation = Explainer().explain(result, proposal: proposal)
        let fixture = SiteFixture(name: "seed-001", sourceFile: "Fixtures/seed-001.swift",
                                  scenarios: [SiteScenario(scene: diagram, line: 21, explanation: explanation)])
        return try SiteBuilder(templates: SiteTemplates.embedded()).build([fixture])
    }

    static func index(_ site: SiteOutput) -> String {
        site.files.first { $0.path == "index.html" }!.contents
    }

    @Test func withoutScriptsThePageIsTheNumberedList() throws {
        let html = Self.index(try Self.site())
        // Every step is an item of an open <ol>, with a permalink id; the controls start hidden.
        #expect(html.contains(#"<details class="step-list" open>"#))
        #expect(html.contains(#"<li id="seed-001--relative-size-middle-step-1" data-step="1""#))
        #expect(html.contains(">HStack offers Color.blue one third of the 600 pt available: (620 − 2 × 10) / 3 = 200.</li>"))
        #expect(html.contains(#"<div class="step-controls" hidden>"#))
        // The proposal of step 4 (200 × 80 offered to blue at the origin) is drawn dashed from data.
        #expect(html.contains(#"data-proposal="0 0 200 80""#))
    }

    @Test func stepsAreEscapedLikeEveryOtherValue() throws {
        let scene = DiagramScene(fixture: "f", scenario: "<s>", proposal: .unspecified, canvas: Size(width: 10, height: 10),
                                 root: DiagramView(kind: "Color", label: "<b>", path: "Color", frame: Rect(x: 0, y: 0, width: 10, height: 10),
                                                   proposal: .unspecified, isMeasured: false, style: .plain, content: .nothing,
                                                   isSecondary: false, children: []))
        let explanation = Explanation(steps: [ExplanationStep(kind: .answer, text: "<b> answers \"10\" & more", owner: "", subject: "Color")])
        let site = try SiteBuilder(templates: SiteTemplates.embedded())
            .build([SiteFixture(name: "f", sourceFile: "f.swift", scenarios: [SiteScenario(scene: scene, explanation: explanation)])])
        let html = Self.index(site)
        #expect(html.contains("&lt;b&gt; answers &quot;10&quot; &amp; more.</li>"))
        #expect(!html.contains("<b> answers"))
    }

    @Test(.requires(.chromium)) func headlessChromiumShowsStepOneAndAdvancesOnTheRightArrow() throws {
        let directory = try ScratchFolder.fresh("step-through")
        let html = Self.index(try Self.site())
        let page = directory.appendingPathComponent("index.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        // The same page with a script that presses → twice and ← once, as a reader would.
        let pressed = directory.appendingPathComponent("pressed.html")
        let keys = """
            <script>
            ["ArrowRight", "ArrowRight", "ArrowLeft"].forEach(function (key) {
              document.body.dispatchEvent(new KeyboardEvent("keydown", { key: key, bubbles: true }));
            });
            </script>
            </body>
            """
        try html.replacingOccurrences(of: "</body>", with: keys).write(to: pressed, atomically: true, encoding: .utf8)

        let first = try HeadlessChromium.load("file://" + page.path)
        #expect(first.console.isEmpty, "console output: \(first.console)")
        #expect(first.output.contains(#"data-current="1""#))
        #expect(first.output.contains(#"<p class="step-sentence" aria-live="polite">1. The canvas proposes 620 × 80 to HStack.</p>"#))
        // The script draws the step on the diagram: a layer of three rectangles inside the SVG.
        #expect(first.output.contains(#"class="ll-step-layer""#))

        let moved = try HeadlessChromium.load("file://" + pressed.path)
        #expect(moved.console.isEmpty, "console output: \(moved.console)")
        #expect(moved.output.contains(#"data-current="2""#))
        #expect(moved.output.contains(#"<p class="step-sentence" aria-live="polite">2. HStack subtracts the spacing between its 3 children from the 620 pt proposed: 620 − 2 × 10 = 600.</p>"#))

        // A permalink opens its step.
        let linked = try HeadlessChromium.load("file://" + page.path + "#seed-001--relative-size-middle-step-4")
        #expect(linked.output.contains(#"data-current="4""#))

        let screenshot = directory.appendingPathComponent("step-through.png")
        let shot = try HeadlessChromium.screenshot("file://" + page.path, to: screenshot.path)
        let bytes = FileManager.default.contents(atPath: screenshot.path) ?? Data()
        #expect(bytes.count > 10_000, "no screenshot: \(shot.suffix(500))")
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
