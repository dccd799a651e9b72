// A run of a joined text moved with `baselineOffset` (a superscript) leaves the line's height as it
// is; only the whole `Text`'s own offset grows its bounds.
// source: Apple, `AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute`: "Shifting a run does
// source: not change the height of the line". The joined text is as tall as the plain "12 m2".
// expect: no diagnostic
// expect: Text[0].height == Text[1].height
// expect: Text[0].width == Text[1].width
import SwiftUI

struct Area: View {
    var body: some View {
        VStack {
            Text("12 m") + Text("2").baselineOffset(6)
            Text("12 m2")
        }
    }
}

#Preview { Area() }
