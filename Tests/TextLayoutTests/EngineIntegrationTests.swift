import Testing
import LayoutEngine
@testable import TextLayout

/// `FontTextMeasurer` through the engine, at @3x: the engine rounds sizes up to 1/3 pt and the
/// first baseline to the nearest 1/3 pt (text-metrics.md §1.5).
@Suite struct EngineIntegrationTests {
    func layout(_ view: some View, width: Double?, height: Double? = nil) -> LayoutResult {
        LayoutEngine.layout(view.node, in: ProposedSize(width: width, height: height),
                            options: LayoutOptions(scale: 3, textMeasurer: FontTextMeasurer()))
    }

    func placed(_ result: LayoutResult, _ path: String) -> PlacedView? {
        result.root.allViews.first { $0.path == path }
    }

    @Test func singleLineIs20Point333TallWithBaseline16Point333() throws {
        // §5 row 10: any one-line 17 pt Text at @3x is 20.333 tall, first baseline 16.333.
        let text = try #require(placed(layout(Text("Hello"), width: 390, height: 844), "Text"))
        #expect(abs(text.frame.height - 61.0 / 3) < 1e-9)  // ⌈20.287 × 3⌉ / 3
        #expect(abs((text.text?.firstBaseline ?? 0) - 49.0 / 3) < 1e-9)  // round(16.1865 × 3) / 3
        // §5 row 7: "Hello" 38.814 → 39.0 wide at @3x; within 1 %.
        #expect(relativeError(text.frame.width, 39) < 0.01)
    }

    @Test func twoLinesAtWidth100() throws {
        // §5 row 2 (FloorplanB): "This is a test string" at width 100 is 2 lines. FloorplanB's
        // 40.574 height is UIKit's; SwiftUI advances the second body line by the HIG leading, 22
        // (*Thinking in SwiftUI* printout, 42.33): 20.287 + 22 = 42.287 → ⌈126.86⌉ / 3 = 127 / 3.
        let text = try #require(placed(layout(Text("This is a test string").frame(width: 100), width: 390, height: 844),
                                       "frame/Text"))
        #expect(text.text?.lines.count == 2)
        #expect(abs(text.frame.height - 127.0 / 3) < 1e-9)
    }

    @Test func seed004HelloWorldWrapsAt200() throws {
        // Seed 004: HStack spacing 8 + 8 leaves 184; the text is the least flexible child (its
        // minimum width is 0, its ideal ≈ 90), so it is proposed 184 / 3 = 61.33 and wraps.
        let scene = HStack { Color.purple; Text("Hello, world"); Color.pink }
        let result = layout(scene, width: 200, height: 100)
        let text = try #require(placed(result, "HStack[1]/Text"))
        #expect(text.text?.lines.count == 2)
        #expect(text.text?.lines.map(\.text) == ["Hello, ", "world"])
        #expect(text.frame.width <= 184.0 / 3 + 1e-9)
        #expect(abs(text.frame.height - 127.0 / 3) < 1e-9)  // 20.287 + 22 (body leading) = 42.287 → 42.333
    }

    @Test func seed004WithLayoutPriorityIsOneLineAtIdealWidth() throws {
        // Seed 004: with .layoutPriority(1) at 240 the text gets 240 − 16 = 224 first, more than
        // its ideal width, so it stays one line at its ideal width: "Hello, world" ≈ 90.05 → 90.333
        // at @3x (§5 row 9), within 1 %.
        let scene = HStack {
            RoundedRectangle(cornerRadius: 8).fill(.blue)
            Text("Hello, world").layoutPriority(1)
            RoundedRectangle(cornerRadius: 8).fill(.green)
        }
        let result = layout(scene, width: 240, height: 100)
        let text = try #require(placed(result, "HStack[1]/layoutPriority/Text"))
        #expect(text.text?.lines.count == 1)
        let ideal = FontTextMeasurer().layoutText(TextLayoutRequest(text: "Hello, world", font: .body, maxWidth: nil)).width
        #expect(abs(text.frame.width - (ideal * 3).rounded(.up) / 3) < 1e-9)
        #expect(relativeError(text.frame.width, 90.0 + 1.0 / 3) < 0.01)
    }
}
