import Foundation
import LayoutEngine
import Render
import Testing
import TextLayout
@testable import LayoutLensCLI

/// Labels never collide: over every bundled fixture and every label policy, no two label pills
/// intersect and no pill covers a line of text. (Geometry only: the boxes the renderer drew.)
struct LabelPlacementTests {
    static func diagrams(_ options: DiagramOptions) throws -> [RenderedDiagram] {
        let captured = CapturedIO()
        guard case .success(let files) = FixtureLayouts.files(for: [RenderFixturesTests.fixtures], command: "render", io: captured.io) else {
            Issue.record("fixtures not found")
            return []
        }
        let layoutOptions = LayoutOptions(scale: 3, textMeasurer: FontTextMeasurer())
        let loaded = FixtureLayouts.load(files, options: layoutOptions, io: captured.io)
        let renderer = DiagramRenderer(options: options)
        return loaded.files.flatMap { laidOut in
            laidOut.scenarios.map { scenario, result in
                renderer.render(DiagramScene(fixture: laidOut.file.name, scenario: scenario.name,
                                             proposal: scenario.proposal, layout: result))
            }
        }
    }

    /// Two rectangles share interior area (touching edges do not count).
    static func intersect(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    @Test(arguments: ["auto", "leaves", "measured", "all"])
    func noLabelTouchesAnotherOrCoversText(_ policy: String) throws {
        let mode = try #require(MeasureMode(labelPolicy: policy))
        for showsProposals in [false, true] {
            let diagrams = try Self.diagrams(DiagramOptions(measure: mode, showsProposals: showsProposals))
            #expect(diagrams.count >= 30)
            var labels = 0
            for diagram in diagrams {
                let boxes = diagram.labelBoxes
                labels += boxes.count
                for (i, a) in boxes.enumerated() {
                    for b in boxes[(i + 1)...] {
                        #expect(!Self.intersect(a, b), "\(diagram.title): labels \(a) and \(b) intersect")
                    }
                    for run in diagram.textRunBoxes {
                        #expect(!Self.intersect(a, run), "\(diagram.title): label \(a) covers text \(run)")
                    }
                }
            }
            if mode != .marked { #expect(labels > 50) }
        }
    }

    @Test func textRunsAreKnownForEveryDrawnLine() throws {
        // The text-heavy card has 6 lines of text (name, role, two tags, the button, the initial):
        // the collision test is only as good as this list.
        let card = try Self.diagrams(DiagramOptions()).first { $0.title == "Card (app-style-profile)" }
        #expect((card?.textRunBoxes.count ?? 0) >= 5)
    }
}
