// `.modifier(Pill(tint: .white))` where another file declares `Pill`: ignored with a warning, as
// an unknown modifier is; the content keeps its 120 × 44 frame (it was replaced by a placeholder
// of `Pill.body`). The warning is the file's only diagnostic.
// source: a twenty-sixth sample (45 files of 5 repositories, all laid out at the start; what their
// source: warnings showed); 120 × 44 is the frame given.
// expect: 1 × diagnostic
// expect: warning [undefinedModifier]
// expect: frame.size == 120×44
import SwiftUI
struct Actions: View {
    var body: some View {
        Color.blue.frame(width: 120, height: 44).modifier(Pill(tint: .white))
    }
}
#Preview { Actions() }
