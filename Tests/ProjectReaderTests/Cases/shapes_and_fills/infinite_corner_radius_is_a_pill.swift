// SwiftUI accepts an infinite corner radius (the common pill idiom): it draws the shape as a
// capsule, and frames do not change. `.cornerRadius(.infinity)` keeps the colour's frame, below
// the 30-high shape.
// source: the fresh sample of public view files (48 files of 8 repositories kept outside the
// source: repository); the frames are those given, stacked with spacing 0.
// expect: no diagnostic
// expect: any("RoundedRectangle").content == "shape(capsule)"
// expect: Color.frame == (0, 30, 80, 30)
import SwiftUI
#Preview(traits: .sizeThatFitsLayout) {
    VStack(spacing: 0) {
        RoundedRectangle(cornerRadius: .infinity).frame(width: 80, height: 30)
        Color.red.frame(width: 80, height: 30).cornerRadius(.infinity)
    }
}
