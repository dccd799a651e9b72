// `CGSize(width: 200, height: 0 / 0 * 200)`: a size of an image with no thumbnail dimensions yet.
// Making a CGSize checks nothing (it is a struct of two CGFloats, and 0 / 0 is NaN in IEEE 754),
// so the size is made; the frame given its NaN height drops that dimension with SwiftUI's runtime
// warning ("Invalid frame dimension (negative or non-finite).") and keeps the width: the colour is
// 200 wide and takes the 100 the fixed layout offers in height.
// source: Apple, "CGSize": "A structure that contains width and height values" (no check);
// source: IEEE 754: 0 / 0 is NaN, NaN × 200 is NaN; reference/swiftui-layout-facts.md B5.
// expect: no error
// expect: warning [droppedFrameDimension]
// expect: Color.size == 200×100
import SwiftUI

struct Thumbnail: View {
    var storedWidth: CGFloat? = nil
    var storedHeight: CGFloat? = nil
    var size: CGSize {
        let width = storedWidth ?? 0
        let height = storedHeight ?? 0
        return CGSize(width: 200, height: height / width * 200)
    }
    var body: some View {
        Color.blue.frame(width: size.width, height: size.height)
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 100)) { Thumbnail() }
