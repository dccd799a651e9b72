// Seed 002 — Chris Eidhof and Florian Kugler (objc.io), "How an HStack lays out its children",
// with the article's `.measure()` helper written out as the article describes it: an overlay that
// shows the view's width. The width comes from a GeometryReader, so LayoutLens runs this code
// during layout (no built-in shortcut): each label reads the width its view was given. The
// stacks are those of seed-002-hstack-flexibility.swift with colours for rectangles (both take
// what they are offered); 400 x 100 is our canvas.
import SwiftUI

extension View {
    func measure() -> some View {
        overlay(alignment: .top) {
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))")
                    .font(.caption)
                    .fixedSize()
            }
        }
    }
}

// "Each view becomes 100 points wide."
#Preview("measured fixed views", traits: .fixedLayout(width: 400, height: 100)) {
    HStack(spacing: 0) {
        Color.red.frame(width: 100).measure()
        Color.green.frame(width: 100).measure()
        Color.blue.frame(width: 100).measure()
    }
    .border(Color.black)
}

// "the red rectangle becomes 75 wide, and the green rectangle becomes 100 wide."
#Preview("measured max and min width", traits: .fixedLayout(width: 400, height: 100)) {
    HStack(spacing: 0) {
        Color.red.frame(maxWidth: 100).measure()
        Color.green.frame(minWidth: 100).measure()
    }
    .frame(width: 150)
    .border(Color.black)
}
