// A private static in the program's `extension Font` shadows the library's member of the same
// name inside the extension (declarations of the current module shadow imported ones), so
// `title` there is the number 28, not `Font.title`: the frame is 28 × 2 = 56 wide.
// source: the Swift book, "Extensions" and name lookup (a module's declarations shadow imported
// source: ones); the shape was found in a public app's font helpers, written afresh here.
// expect: no error
// expect: frame.width == 56
import SwiftUI

extension Font {
    private static let title = 28.0
    static var doubledTitleSize: CGFloat { title * 2 }
}

struct Banner: View {
    var body: some View {
        Color.orange.frame(width: Font.doubledTitleSize, height: 10)
    }
}
#Preview { Banner() }
