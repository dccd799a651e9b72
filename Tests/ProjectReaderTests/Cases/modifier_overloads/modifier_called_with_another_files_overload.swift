// `.frame(54)` and `.listRowInsets(.all, 8)`: no overload of SwiftUI's takes these arguments, so
// the app declares its own in another file (`func frame(_ side: CGFloat)`). Each call is ignored
// with a warning that names it; the rest lays out. The ignored frame makes no frame view; the
// padding of 4 around the text stays: 2 × 4 = 8 wider than the text.
// source: an eleventh sample of public view files (50 files of 5 app repositories kept outside
// source: the repository); Apple, `frame(width:height:alignment:)` has no unlabelled form.
// expect: no error
// expect: 2 × diagnostic [undefinedModifierOverload]
// expect: frame.count == 0
// expect: padding.width == Text.width + 8
import SwiftUI
struct Badge: View {
    var body: some View {
        Text("7").frame(54).listRowInsets(.all, 8).padding(4)
    }
}
#Preview { Badge() }
