// `minimumScaleFactor(f)`: a text that does not fit its proposal shrinks its font toward f × its
// size until it fits; when even f × its size does not fit, it stays at that size and truncates;
// a text that fits, or has no factor, keeps its font.
// source: Apple, `minimumScaleFactor(_:)`: "scales down to fit in the available space … as small
// source: as half of the actual font if needed". The case measurer: each grapheme 0.5 em wide, a line 1 em.
// source: ten graphemes at 20 pt are 10 × 10 = 100 wide; in 50 the scale is at most 50 / 100 = 0.5:
// source: 50 wide, 20 × 0.5 = 10 tall (the largest fitting scale, found to within 1/1024, rounds up to it).
// source: with factor 0.8 the font stops at 16 (8 a grapheme): 50 / 8 → 6 glyphs, five letters and "…", 48 × 16.
// source: without a factor the 20-pt line truncates: 50 / 10 → 4 letters and "…", 50 × 20.
// source: unconstrained (`fixedSize`) the text fits at 20 pt: 100 × 20.
// expect: no diagnostic
// expect: Text[0].size == 50×10
// expect: Text[1].size == 48×16
// expect: Text[2].size == 50×20
// expect: Text[3].size == 100×20
// expect: Text[0].fontSize < 10.01
// expect: Text[1].fontSize == 16
import SwiftUI

struct ShrinkingTitles: View {
    var body: some View {
        VStack {
            Text("ABCDEFGHIJ").lineLimit(1).minimumScaleFactor(0.4).frame(width: 50)
            Text("ABCDEFGHIJ").lineLimit(1).minimumScaleFactor(0.8).frame(width: 50)
            Text("ABCDEFGHIJ").lineLimit(1).frame(width: 50)
            Text("ABCDEFGHIJ").minimumScaleFactor(0.4).fixedSize()
        }
        .font(.system(size: 20))
    }
}

#Preview { ShrinkingTitles() }
