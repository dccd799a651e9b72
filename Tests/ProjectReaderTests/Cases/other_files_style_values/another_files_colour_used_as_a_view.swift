// A `Color` property given another file's colour (`strokeColor: .brandRed`) and used as a view is
// a `Color` view: it takes the whole proposal as every colour does (here the 54 × 54 the frame
// offers the stack), painted gray, with a warning.
// source: an eleventh sample of public view files (50 files of 5 app repositories kept outside
// source: the repository); 54 is the frame given.
// expect: no error
// expect: warning "'Color.brandRed'" "a colour"
// expect: Color.size == 54×54
import SwiftUI
struct Ring: View {
    var strokeColor: Color
    var body: some View {
        ZStack { Circle(); strokeColor }.frame(width: 54, height: 54)
    }
}
#Preview { Ring(strokeColor: .brandRed) }
