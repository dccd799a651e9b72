// iOS 26's `Glass` is a type of its own: `Glass.regular`, `Glass.clear` and `Glass.identity`,
// each refined by `tint(_:)` and `interactive(_:)`, are what `glassEffect(_:in:)` takes. The glass
// is drawn behind the view in the given shape, the view's size; `Glass.identity` leaves the view
// as if no glass effect were applied, so no glass shape is drawn for it.
// source: Apple, "Glass" (`regular`, `clear`, `identity`: "your content remains unaffected as if
// source: no glass effect was applied"; `tint(_:)`, `interactive(_:)`) and "glassEffect(_:in:)".
// source: Two of the three texts get glass, each in a shape the text's size.
// expect: no warning
// expect: background.count == 2
// expect: RoundedRectangle.width == Text[0].width
// expect: Capsule.width == Text[1].width
import SwiftUI

struct NowPlayingBar: View {
    let material: Glass = .clear

    var body: some View {
        VStack(spacing: 12) {
            Text("Now playing")
                .glassEffect(Glass.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 12))
            Text("Queue")
                .glassEffect(material)
            Text("Lyrics")
                .glassEffect(Glass.identity)
        }
    }
}

#Preview { NowPlayingBar() }
