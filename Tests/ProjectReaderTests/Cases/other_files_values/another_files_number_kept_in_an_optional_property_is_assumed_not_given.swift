// Another file's constant kept in an optional property (`let height: CGFloat?` given
// `Const.gap`) and passed on to `frame(height:)`: the same unknown number as when written
// there directly, so the height is taken as not given, with a warning, instead of stopping.
// source: Apple, "frame(width:height:alignment:)": a nil height leaves the child's own height;
// source: a Spacer in a VStack of a 100-point canvas takes the 100 offered.
// expect: no error
// expect: warning "as if 'height' were not given"
// expect: Spacer.height == 100
import SwiftUI

struct Gap: View {
    let height: CGFloat?
    var body: some View { VStack { Spacer().frame(height: height) } }
}

#Preview(traits: .fixedLayout(width: 100, height: 100)) { Gap(height: Const.gap) }
