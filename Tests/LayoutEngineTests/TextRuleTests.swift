import Testing
import LayoutEngine

/// `Text` sizing rules checked directly, with the monospaced test measurer (every glyph 0.5 em,
/// so 8.5 pt at the 17-pt body size). Each scene is chosen so that the broken rule gives other
/// numbers; `scripts/mutate.sh` plants the breaks.
@Suite("Text rules: width 0, rounding up, line advance")
struct TextRuleTests {
    @Test("A 0-wide proposal answers width 0, one grapheme per line")
    func zeroWidthProposal() throws {
        // `text-metrics.md` §2.4: SwiftUI clamps a 0 proposal to ε and turns the ε-wide result back
        // into 0, so `Text` reports width 0 and stacks every grapheme on its own line — which is why
        // a text's flexibility is its ideal width (seed 004, "the least flexible view").
        // "Hello" at width 0: five lines; width 0 — not one glyph's 8.5 pt.
        let result = layout(Text("Hello").frame(width: 0), width: nil, height: nil)
        let text = result.view("frame/Text")
        #expect(text.frame.width == 0)
        #expect(try #require(text.text).lines.map(\.text) == ["H", "e", "l", "l", "o"])
    }

    @Test("A text's flexibility is its ideal width, so it is sized after a less flexible colour")
    func zeroWidthMakesTextLeastFlexible() {
        // Seed 004 / §2.4 consequence. HStack(spacing: 0) at 60 with "Hello" (ideal 5 × 8.5 = 42.5,
        // minimum 0: flexibility 42.5) and a colour framed 0…40 (flexibility 40). The colour is
        // less flexible, so it goes first: offered 60 / 2 = 30, it takes 30; the text is offered 30,
        // breaks "Hello" into "Hel"/"lo" and is 3 × 8.5 = 25.5 wide, rounded up to the
        // pixel: 76.5 px → 77 px = 25.667.
        // Were the text 8.5 wide at width 0, its flexibility would be 42.5 − 8.5 = 34 < 40: it
        // would go first (25.667) and the colour would be offered 60 − 25.667 = 34.333 and take it.
        let scene = HStack(spacing: 0) {
            Text("Hello")
            Color.red.frame(minWidth: 0, maxWidth: 40)
        }
        let result = layout(scene, width: 60, height: 100, trace: true)
        let order = result.trace.filter { $0.reason == .sizing && $0.depth == 1 && !$0.cached }.map(\.path)
        #expect(order == ["HStack[1]/frame", "HStack[0]/Text"])
        #expect(result.root.children.map(\.frame.width) == [77.0 / 3, 30])
    }

    @Test("Text sizes are rounded up to the pixel grid, not to the nearest pixel")
    func sizesRoundUp() {
        // `text-metrics.md` §1.5 (facts §B13): text widths and heights round *up* to 1/scale.
        // "a" at 10.1 pt: 0.5 × 10.1 = 5.05 pt = 15.15 px at @3x → 16 px = 5.333 pt.
        // Rounded to the nearest pixel it would be 15 px = 5 pt.
        let result = layout(Text("a").font(.system(size: 10.1)), width: nil, height: nil)
        #expect(close(result.frame("Text").width, 16.0 / 3))
        // And at @2x: 10.1 px → 11 px = 5.5 pt (nearest: 10 px = 5 pt).
        let half = layout(Text("a").font(.system(size: 10.1)), width: nil, height: nil, scale: 2)
        #expect(close(half.frame("Text").width, 5.5))
    }

    @Test("Each extra line adds one line advance; baselines are one advance apart")
    func lineAdvance() throws {
        // `text-metrics.md` §1.5: lines of a paragraph are stacked one line advance apart — the
        // engine's `PlacedText.lineAdvance` ("the distance from one baseline to the next"),
        // whatever rule defines it. "aaa bbb ccc" in a 30-pt frame: 30 / 8.5 = 3.5 → three glyphs
        // a line → "aaa", "bbb", "ccc". The three-line text is two advances taller than the
        // one-line "aaa", and its last baseline two advances below its first (each within one
        // pixel, 1/3 pt, for rounding).
        let three = layout(HStack(alignment: .lastTextBaseline, spacing: 0) {
            Text("aaa bbb ccc").frame(width: 30)
            Color.blue.frame(width: 10, height: 10)
        }, width: nil, height: nil)
        let text = three.view("HStack[0]/frame/Text")
        let placed = try #require(text.text)
        #expect(placed.lines.map(\.text) == ["aaa ", "bbb ", "ccc"])
        let advance = placed.lineAdvance
        let one = layout(Text("aaa"), width: nil, height: nil).frame("Text")
        #expect(abs(text.frame.height - one.height - 2 * advance) <= 1.0 / 3 + 1e-9)
        // A view without text has its bottom as its last baseline: it sits on the text's last line.
        let lastBaseline = three.frame("HStack[1]/frame").maxY - text.frame.y
        #expect(abs(lastBaseline - placed.firstBaseline - 2 * advance) <= 1.0 / 3 + 1e-9)
    }

    @Test("Lines advance by the font's line height, or by a text style's HIG leading")
    func lineAdvanceInPoints() throws {
        // The same three lines as above, in numbers. The test measurer's font is one em per line
        // (ascender 0.8 em + descender 0.2 em), so 17 pt on both axes of the rule:
        // - `.system(size: 17)` has no text style: every line is the natural line height apart,
        //   ascender + descender + gap (`text-metrics.md` §1.5; UIKit's 17-pt system font, §1.4
        //   (b): 20.287 for one line, 40.574 for two). 17 + 2 × 17 = 51 pt = 153 px exactly.
        //   Baselines: the first at the ascender 0.8 × 17 = 13.6 → 40.8 px → nearest 41 px;
        //   the last two advances lower, 13.6 + 34 = 47.6, moved by the same 0.2 px and rounded
        //   up: 143 px.
        // - `.body` advances later lines by its HIG leading, 22 (Apple HIG, typography, "Large
        //   (default)"; "Line advance" in docs/text-metrics.md): 17 + 2 × 22 = 61 pt = 183 px;
        //   last baseline 13.6 + 44 + 0.0667 → 173 px.
        for (font, height, lastBaseline) in [(FontDescriptor.system(size: 17), 153.0 / 3, 143.0 / 3), (.body, 183.0 / 3, 173.0 / 3)] {
            let result = layout(HStack(alignment: .lastTextBaseline, spacing: 0) {
                Text("aaa bbb ccc").font(font).frame(width: 30)
                Color.blue.frame(width: 10, height: 10)
            }, width: nil, height: nil)
            let text = try #require(result.root.allViews.first { $0.kind == "Text" })
            #expect(try #require(text.text).lines.count == 3)
            #expect(close(text.frame.height, height), "\(font): \(text.frame.height)")
            #expect(close(try #require(text.text).firstBaseline, 41.0 / 3), "\(font)")
            // The colour's bottom (its last baseline) sits on the text's last baseline.
            #expect(close(result.frame("HStack[1]/frame").maxY - text.frame.y, lastBaseline, tolerance: 1e-6), "\(font)")
        }
    }
}
