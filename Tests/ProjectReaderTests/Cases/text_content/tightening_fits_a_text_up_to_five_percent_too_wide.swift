// `.allowsTightening(true)`: a one-line text up to 5 % wider than its line is tightened to fit
// instead of truncated; a wider one is still truncated; without the modifier it is truncated.
// source: AppKit, `NSParagraphStyle.tighteningFactorForTruncation`: tightening is used "provided
// that the ratio of the text width to the line fragment width does not exceed 1.0 +" the factor,
// "The default value is 0.05" (unverified for iOS, docs/engine.md).
// source: the test measurer gives each glyph 0.5 em, 8.5 at body size: ten glyphs are 85 wide;
// 85 / 82 = 1.037 ≤ 1.05 (tightened, 82 wide, all ten shown); 85 / 80 = 1.0625 > 1.05 (truncated).
// expect: no diagnostic
// expect: Text[0].text == "ABCDEFGHIJ"
// expect: Text[0].width == 82
// expect: Text[1].text != "ABCDEFGHIJ"
// expect: Text[2].text != "ABCDEFGHIJ"
import SwiftUI

#Preview {
    VStack(spacing: 0) {
        Text("ABCDEFGHIJ").lineLimit(1).allowsTightening(true).frame(width: 82)
        Text("ABCDEFGHIJ").lineLimit(1).allowsTightening(true).frame(width: 80)
        Text("ABCDEFGHIJ").lineLimit(1).frame(width: 82)
    }
}
