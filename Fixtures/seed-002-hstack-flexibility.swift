// Seed 002 — Chris Eidhof and Florian Kugler (objc.io), "How an HStack lays out its children".
// The article's code blocks are missing from our copy; these are reconstructed from its prose.
// `.measure()` is the article's helper that overlays a view's width; LayoutLens marks the view
// as measured. The canvas sizes are not in the article: 400 x 100 is ours (it does not change the
// widths the article states).
import SwiftUI

// "Each view becomes 100 points wide. The black border visualizes the bounds of the stack."
#Preview("three fixed views", traits: .fixedLayout(width: 400, height: 100)) {
    HStack(spacing: 0) {
        Rectangle().fill(Color.red).frame(width: 100).measure()
        Rectangle().fill(Color.green).frame(width: 100).measure()
        Rectangle().fill(Color.blue).frame(width: 100).measure()
    }
    .border(Color.black)
}

// "there are 150 points of available space and the green child needs to be at least 100 wide …
// the red rectangle becomes 75 wide, and the green rectangle becomes 100 wide."
#Preview("max width and min width", traits: .fixedLayout(width: 400, height: 100)) {
    HStack(spacing: 0) {
        Rectangle().fill(Color.red).frame(maxWidth: 100).measure()
        Rectangle().fill(Color.green).frame(minWidth: 100).measure()
    }
    .frame(width: 150)
    .border(Color.black)
}

// "If we swap the two subviews around, we get the exact same result."
#Preview("min width and max width swapped", traits: .fixedLayout(width: 400, height: 100)) {
    HStack(spacing: 0) {
        Rectangle().fill(Color.green).frame(minWidth: 100).measure()
        Rectangle().fill(Color.red).frame(maxWidth: 100).measure()
    }
    .frame(width: 150)
    .border(Color.black)
}

// "the red child can become anywhere between 0 and 100 points wide, hence it has a flexibility of
// 100. The green child can become anywhere between 90 and 200 … a flexibility of 110."
// Red is proposed 75 first and takes it; green is proposed 75 and becomes its minimum, 90.
#Preview("flexibility order", traits: .fixedLayout(width: 400, height: 100)) {
    HStack(spacing: 0) {
        Rectangle().fill(Color.green).frame(minWidth: 90, maxWidth: 200).measure()
        Rectangle().fill(Color.red).frame(maxWidth: 100).measure()
    }
    .frame(width: 150)
    .border(Color.black)
}
