// `.ss.tabBar(.hidden)`: another file's `extension View { var ss: … }` namespaces its modifiers;
// the chain is one unknown modifier, ignored with a warning that names it, and the view keeps its
// 10 × 10 frame.
// source: a seventh and an eighth sample of public view files (40 files of 4 repositories and 50
// source: of 5, kept outside the repository); 10 × 10 is the frame given.
// expect: no error
// expect: warning "'ss.tabBar'"
// expect: root.size == 10×10
import SwiftUI
#Preview(traits: .sizeThatFitsLayout) {
    Color.red.frame(width: 10, height: 10).ss.tabBar(.hidden)
}
