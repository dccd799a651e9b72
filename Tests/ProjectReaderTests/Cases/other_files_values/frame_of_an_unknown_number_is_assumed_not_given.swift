// Where the layout needs a number of another file's value it is not known: a frame's width of it
// is taken as not given, with a warning that says so. No width: the colour takes the 100 offered.
// source: a tenth sample of public view files (30 files of 3 app repositories kept outside the
// source: repository); 100 is the `fixedLayout` width.
// expect: warning "as if 'width' were not given"
// expect: Color.width == 100
import SwiftUI
struct Bar: View {
    let engine = WorkoutEngine.shared
    var body: some View { Color.red.frame(width: CGFloat(Int(engine.progress * 100)), height: 4) }
}
#Preview(traits: .fixedLayout(width: 100, height: 50)) { Bar() }
