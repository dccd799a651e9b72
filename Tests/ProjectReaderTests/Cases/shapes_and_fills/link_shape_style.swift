// iOS 17's `ShapeStyle.link` (`LinkShapeStyle`, "A style appropriate for links") is SwiftUI's own
// style, drawn as UIKit's `link` colour (an unverified pairing, docs/swiftui-subset.md); it was
// read as another file's `Color.link` and warned as a stand-in. The shape takes its frame, 10 × 10.
// source: Apple, `ShapeStyle.link`, `LinkShapeStyle`.
// expect: no diagnostic
// expect: Rectangle.size == 10×10
import SwiftUI
#Preview {
    Rectangle().fill(.link).frame(width: 10, height: 10)
}
