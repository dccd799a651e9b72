// `minimumScaleFactor(_:)` takes "a fraction between 0 and 1 (inclusive)"; a factor outside that
// range is laid out as the nearest one LayoutLens uses (below 0: 0.01, the smallest scale tried;
// above 1: 1, no shrinking), with a warning that names the factor written and the one used.
// Factors 0 and 1 are in range and give no warning.
// source: Apple, `View.minimumScaleFactor(_:)`, parameter `factor`: "A fraction between 0 and 1 (inclusive)".
// source: the case measurer: each grapheme 0.5 em wide, a line 1 em. Ten graphemes at 20 pt are
// source: 10 × 10 = 100 wide; in 50 a shrinking text scales to 50 / 100 = 0.5: 50 wide, 20 × 0.5 = 10 tall.
// source: without shrinking the 20-pt line truncates: 50 / 10 → 4 letters and "…", 50 × 20.
// expect: 2 × warning [minimumScaleFactorClamped]
// expect: warning [minimumScaleFactorClamped] line 24 "minimumScaleFactor(-0.5)" "with 0.01"
// expect: warning [minimumScaleFactorClamped] line 25 "minimumScaleFactor(2)" "with 1"
// expect: no error
// expect: Text[0].size == 50×10
// expect: Text[1].size == 50×20
// expect: Text[2].size == 50×10
// expect: Text[3].size == 50×20
import SwiftUI

struct ScaledTitles: View {
    var body: some View {
        VStack {
            Text("ABCDEFGHIJ")
                .lineLimit(1)
                .minimumScaleFactor(-0.5).frame(width: 50)
            Text("ABCDEFGHIJ").lineLimit(1).minimumScaleFactor(2).frame(width: 50)
            Text("ABCDEFGHIJ").lineLimit(1).minimumScaleFactor(0).frame(width: 50)
            Text("ABCDEFGHIJ").lineLimit(1).minimumScaleFactor(1).frame(width: 50)
        }
        .font(.system(size: 20))
    }
}

#Preview { ScaledTitles() }
