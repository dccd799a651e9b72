// `SwiftUI.CGFloat(5)`, `Swift.max(10, 20)`: names qualified by their module are the library's
// own: a frame max(10, 20) = 20 wide and 5 high.
// source: a twenty-fifth sample (50 files of 5 repositories: two catalogues of SwiftUI, a course,
// source: learning examples, an app; 47 → 49 lay out); the Swift book, module-qualified names.
// expect: no diagnostic
// expect: frame.size == 20×5
import SwiftUI
struct Titles: View {
    var body: some View {
        Color.blue.frame(width: Swift.max(10, 20), height: SwiftUI.CGFloat(5))
    }
}
#Preview { Titles() }
