// A selected tab's underline with `matchedGeometryEffect(id:in:)`: in a still preview only one
// view of the id is shown, so there is no other view's geometry to take and the underline keeps
// its own frame, with no warning (the effect only moves a view to the frame of the group's source
// when another view of the id is shown; with one, it is its own source).
// source: Apple docs, "matchedGeometryEffect(id:in:properties:anchor:isSource:)" ("Defines a group
// source: of views with synchronized geometry"); each tab is 50 wide, so the second starts at x 50;
// source: the underline is its width, 2 tall, below its 20-tall label: y 20.
// expect: no error
// expect: no warning
// expect: any("Color.orange").frame == (50, 20, 50, 2)
import SwiftUI

struct UnderlinedTabRow: View {
    @Namespace private var underline
    let selected = 1

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3) { index in
                VStack(spacing: 0) {
                    Color.gray.frame(width: 50, height: 20)
                    if index == selected {
                        Color.orange.frame(height: 2)
                            .matchedGeometryEffect(id: "underline", in: underline)
                    } else {
                        Color.clear.frame(height: 2)
                    }
                }
                .frame(width: 50)
            }
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) { UnderlinedTabRow() }
