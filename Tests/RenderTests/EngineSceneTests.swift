import LayoutEngine
import Testing
@testable import Render

/// Diagrams of scenes laid out by the real engine (through `DiagramScene(…, layout:)`).
struct EngineSceneTests {
    /// Seed 001's first example, written with the engine's builder; text is not involved.
    func seed001() -> DiagramScene {
        let scene = HStack(spacing: 10) {
            Color.blue.relativeProposed(width: 0.5)
            Color.green
            Color.yellow
        }.border(.primary).frame(height: 80)
        let proposal = ProposedSize(width: 620, height: 80)
        return DiagramScene(fixture: "seed-001", scenario: "HStack 620", proposal: proposal,
                            layout: LayoutEngine.layout(scene, in: proposal))
    }

    @Test func describesTheEngineLayoutOfSeed001() {
        // Widths from the article: 600 / 3 = 200 halved to 100, then 500 / 2 = 250 twice.
        let diagram = DiagramRenderer().render(seed001())
        #expect(diagram.description == "HStack 620×80: blue 100, green 250, yellow 250")
        for width in ["100", "250", "620"] {
            #expect(diagram.svg.contains(">\(width)</text>"))
        }
    }

    @Test func borderIsADecorationNotContent() {
        let scene = seed001()
        let overlay = scene.allViews.first { $0.kind == "overlay" }
        #expect(overlay?.children.map(\.isSecondary) == [false, true])
        #expect(overlay?.children[1].style.stroke == .system(.primary))
    }

    @Test func textLinesGetBaselinesFromTheEngine() throws {
        // The engine's MonospacedTextMeasurer stands in for the font here; the baseline of line
        // n is firstBaseline + n × lineAdvance, the way TextLeaf stacks lines.
        let proposal = ProposedSize(width: 60, height: nil)
        let result = LayoutEngine.layout(Text("Hello wide world").node, in: proposal)
        let scene = DiagramScene(fixture: "f", scenario: "text", proposal: proposal, layout: result)
        guard case .text(let text) = scene.root.content, let placed = result.root.text else {
            Issue.record("not text")
            return
        }
        #expect(text.lines.count == placed.lines.count)
        for (index, line) in text.lines.enumerated() {
            #expect(line.baseline == placed.firstBaseline + Double(index) * placed.lineAdvance)
        }
        #expect(text.fontSize == 17)
    }
}
