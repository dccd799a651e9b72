import Testing
import LayoutEngine

/// The SwiftUI Field Guide, HStack page (seed 004), with the monospaced test measurer
/// (every glyph 0.5 em = 8.5 pt at 17 pt): "Hello, world" is 12 × 8.5 = 102 pt on one line.
@Suite("Seed 004: text in an HStack")
struct Seed004TextInStackTests {
    @Test("At 200 pt the text wraps to two lines although it would fit")
    func wrapsAtTwoHundred() {
        // 200 − 2 × 8 = 184 available. The text (flexibility 102 − 0) is less flexible than the
        // colours (∞), so it is offered 184 / 3 ≈ 61.3 — less than its 102 — and wraps.
        let scene = HStack { Color.purple; Text("Hello, world"); Color.pink }
        let result = layout(scene, width: 200, height: 100)
        let text = result.view("HStack[1]/Text")
        #expect(text.text?.lines.count == 2)
        #expect(text.frame.width <= 184.0 / 3)
        // The colours share what the text left: (184 − text) / 2 each.
        let colour = (184 - text.frame.width) / 2
        #expect(close(result.frame("HStack[0]/Color").width, colour))
        #expect(close(result.frame("HStack[2]/Color").width, colour))
    }

    @Test("With layoutPriority(1) at 240 pt the text is one line at its ideal width")
    func priorityGivesIdealWidth() {
        // The text's group is offered 240 − 16 = 224 (the rectangles' minima are 0): enough
        // for its 102-pt line. The rectangles share 224 − 102 = 122: 61 each.
        let scene = HStack {
            RoundedRectangle(cornerRadius: 8).fill(.blue)
            Text("Hello, world").layoutPriority(1)
            RoundedRectangle(cornerRadius: 8).fill(.green)
        }
        let result = layout(scene, width: 240, height: 100)
        let text = result.view("HStack[1]/layoutPriority/Text")
        #expect(text.text?.lines.count == 1)
        #expect(text.frame.width == 102)
        #expect(result.frame("HStack[0]/RoundedRectangle").width == 61)
    }

    @Test("firstTextBaseline puts the baselines of different sizes on one line")
    func firstTextBaseline() {
        // Ascenders are 0.8 em: 27.2 for 34 pt → 27.333 at @3x (nearest pixel); 13.6 for 17 pt
        // → 13.667. The small text moves down by the difference.
        let scene = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle)
            Text("small")
        }
        let result = layout(scene, width: 300, height: 100)
        let big = result.view("HStack[0]/Text"), small = result.view("HStack[1]/Text")
        let bigBaseline = big.frame.y + (big.text?.firstBaseline ?? 0)
        let smallBaseline = small.frame.y + (small.text?.firstBaseline ?? 0)
        #expect(close(bigBaseline, smallBaseline))
        #expect(close(big.text?.firstBaseline ?? 0, 82.0 / 3))
        #expect(close(small.text?.firstBaseline ?? 0, 41.0 / 3))
    }

    @Test("Vertical alignments of a colour next to a text", arguments: [
        ("top", VerticalAlignment.top), ("center", .center), ("bottom", .bottom),
    ])
    func alignments(name: String, alignment: VerticalAlignment) {
        // A 50-pt colour beside a 17-pt line (17 tall): top → same y, center → centres equal,
        // bottom → bottoms equal.
        let scene = HStack(alignment: alignment) { Color.blue.frame(width: 50, height: 50); Text("Hello") }
        let result = layout(scene, width: 240, height: 100)
        let colour = result.frame("HStack[0]/frame"), text = result.frame("HStack[1]/Text")
        switch name {
        case "top": #expect(colour.y == text.y)
        case "center": #expect(close(colour.y + colour.height / 2, text.y + text.height / 2))
        default: #expect(close(colour.maxY, text.maxY))
        }
    }
}
