// `CGSize()`, `CGPoint()` and `CGRect()` are all zeros: a view keeping `@State var size =
// CGSize()` before it measures anything lays out with width 0 + 20 = 20.
// source: Apple, "CGSize.init()" ("Creates a size with zero width and height"), "CGPoint.init()",
// source: "CGRect.init()"; 0 + 0 + 0 + 20 = 20.
// expect: no diagnostic
// expect: frame.width == 20
import SwiftUI

struct Measured: View {
    @State private var size: CGSize = CGSize()
    private let origin = CGPoint()
    private let bounds = CGRect()
    var body: some View {
        Color.red.frame(width: size.width + origin.x + bounds.width + 20, height: 10)
    }
}
#Preview { Measured() }
