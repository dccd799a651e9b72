import Testing
import LayoutEngine
import Render
@testable import Snapshots

/// `offset`, `rotationEffect`, `scaleEffect` in snapshots: the frame is the layout frame (Apple's
/// `offset(x:y:)`: "the original dimensions of the view … don't change"); the displacement is a
/// content token beside it, and older snapshots without the token still parse.
@Suite struct RenderEffectSnapshotTests {
    let scene = HStack(spacing: 0) {
        Color.red.frame(width: 50, height: 50).offset(x: 20, y: 10)
        Color.blue.frame(width: 50, height: 50).rotationEffect(degrees: 45).scaleEffect(x: 2, y: 0.5, anchor: Point(x: 0, y: 1))
    }.node

    @Test func theFrameIsTheLayoutFrameAndTheEffectATokenBesideIt() throws {
        let recorded = snapshot(scene, width: 100, height: 50)
        let offset = try #require(recorded.views.first { $0.path == "HStack[0]/offset" })
        #expect(offset.frame == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(offset.content == "offset=20,10")
        // The moved view itself is where layout put it, not 20 to the right.
        #expect(recorded.views.first { $0.path == "HStack[0]/offset/frame" }?.frame.x == 0)
        #expect(recorded.views.first { $0.path == "HStack[1]/scaleEffect" }?.content == "scale=2,0.5@0,1")
        #expect(recorded.views.first { $0.path == "HStack[1]/scaleEffect/rotationEffect" }?.content == "rotation=45@0.5,0.5")
        // The next view is laid out as if nothing moved: x = 50.
        #expect(recorded.views.first { $0.path == "HStack[1]/scaleEffect" }?.frame.x == 50)
    }

    @Test func effectsRoundTripAndRedraw() throws {
        let recorded = snapshot(scene, width: 100, height: 50)
        let parsed = try LayoutSnapshot(parsing: recorded.text)
        var written = recorded
        written.trace = []  // version 2 does not write it
        #expect(parsed == written)
        let redrawn = parsed.diagramScene(fixture: "f").allViews
        #expect(redrawn.first { $0.path == "HStack[0]/offset" }?.effect == .offset(x: 20, y: 10))
        #expect(redrawn.first { $0.path == "HStack[1]/scaleEffect" }?.effect == .scale(x: 2, y: 0.5, anchor: Point(x: 0, y: 1)))
    }

    @Test func contentWithoutAnEffectTokenHasNoEffect() {
        #expect(SnapshotContent.effect(SnapshotContent.tokens("color=red")) == nil)
        #expect(SnapshotContent.effect(SnapshotContent.tokens("")) == nil)
        // A malformed value is ignored rather than guessed.
        #expect(SnapshotContent.effect(SnapshotContent.tokens("offset=1")) == nil)
    }

    @Test func diagramsDrawTheMovedViewAndAnOutlineAtItsLayoutFrame() {
        let proposal = ProposedSize(width: 100, height: 50)
        let result = LayoutEngine.layout(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).offset(x: 20, y: 10)
            Color.blue.frame(width: 50, height: 50)
        }.node, in: proposal)
        let svg = DiagramRenderer().render(DiagramScene(fixture: "f", scenario: "s", proposal: proposal, layout: result)).svg
        // The red fill is moved by (20, 10); the blue one is not; the layout frame is outlined.
        let red = svg.split(separator: "\n").first { $0.contains("f-red") && $0.contains("<rect") } ?? ""
        #expect(red.contains("transform=\"matrix(1 0 0 1 20 10)\""), "\(red)")
        let blue = svg.split(separator: "\n").first { $0.contains("f-blue") && $0.contains("<rect") } ?? ""
        #expect(!blue.contains("transform="), "\(blue)")
        #expect(svg.contains("class=\"lf\""))
    }
}
