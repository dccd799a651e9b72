import Testing
import LayoutEngine
@testable import Snapshots

/// The optional `canvas:` line: a `sizeThatFits` preview is offered the device (393 × 759) and its
/// canvas then fits the root (Apple's `PreviewLayout.sizeThatFits`), so the canvas is not the
/// proposal and the snapshot records it for the report's redrawn picture.
@Suite struct SnapshotCanvasTests {
    @Test func aFittedCanvasIsRecordedAndRedrawn() throws {
        let proposal = ProposedSize(width: 393, height: 759)
        let result = LayoutEngine.layout(Color.red.frame(height: 20).node, in: proposal, fitsCanvasToRoot: true)
        let recorded = LayoutSnapshot(scenario: "fits", file: "f.swift", proposal: proposal, result: result)
        // The colour takes the offered width, 393, and the frame's 20: the canvas is 393 × 20.
        #expect(recorded.canvas == Size(width: 393, height: 20))
        #expect(recorded.text.contains("\nscale: 3\ncanvas: 393 20\nviews:\n"))
        let parsed = try LayoutSnapshot(parsing: recorded.text)
        #expect(parsed == recorded)
        #expect(parsed.diagramScene(fixture: "f").canvas == Size(width: 393, height: 20))
    }

    @Test func aCanvasTheProposalGivesIsNotWritten() {
        let proposal = ProposedSize(width: 100, height: 50)
        let recorded = LayoutSnapshot(scenario: "s", file: "f.swift", proposal: proposal,
                                      result: LayoutEngine.layout(Color.red.node, in: proposal))
        #expect(recorded.canvas == nil)
        #expect(!recorded.text.contains("canvas:"))
    }

    @Test func aMalformedCanvasLineIsAnError() {
        let text = "# layoutlens.snapshot/1\nscenario: \"s\"\nfile: \"f\"\nproposal: 1 1\nscale: 3\ncanvas: 1\nviews:\ntrace:\n"
        #expect(throws: SnapshotParseError.self) { try LayoutSnapshot(parsing: text) }
    }
}
