// `.baselineOffset(_:)` moves a text's glyphs up (positive) or down (negative) from its baseline,
// and the text's bounds grow to contain the moved glyphs: taller by the offset either way.
// source: Apple, `Text.baselineOffset(_:)`: "Change the baseline offset to move the text in the
// source: view (in points) up or down relative to its baseline. The bounds of the view expand to
// source: contain the moved text." Heights: the plain text's + 10 and + 6 (the offsets' sizes).
// expect: no diagnostic
// expect: Text[0].height == Text[1].height + 10
// expect: Text[2].height == Text[1].height + 6
// expect: Text[0].width == Text[1].width
import SwiftUI

struct Offsets: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Up").baselineOffset(10)
            Text("Up")
            Text("Up").baselineOffset(-6)
        }
    }
}

#Preview { Offsets() }
