// A wrapping layout as apps write it sizes itself by the bounding box of its subviews' frames,
// `frames.reduce(.null) { $0.union($1) }`: the null rectangle contributes nothing to a union, so
// the box is exactly the frames' extent, and an empty layout's box is the null rectangle.
// source: Apple, "CGRectNull" ("the union of a rectangle with the null rectangle is the original
// rectangle") and "CGRectUnion(_:_:)" (a null rectangle gives a copy of the other).
// source: three 40 × 20 subviews with spacing 10 in rows 100 wide: 40 + 10 + 40 = 90 fits, the
// third wraps, so the box is 90 wide and 20 + 10 + 20 = 50 tall.
// expect: no error
// expect: root.size == 90×50
import SwiftUI

extension Sequence<CGRect> {
    var bounds: CGRect { reduce(.null) { $0.union($1) } }
}

struct WrapLayout: Layout {
    var spacing: CGFloat = 10
    var rowWidth: CGFloat = 100

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let box = frames(subviews).bounds
        return box.isNull ? .zero : box.size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (frame, subview) in zip(frames(subviews), subviews) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: .unspecified)
        }
    }

    private func frames(_ subviews: Subviews) -> [CGRect] {
        var frames: [CGRect] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > rowWidth {
                x = 0
                y += size.height + spacing
            }
            frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
            x += size.width + spacing
        }
        return frames
    }
}

#Preview {
    WrapLayout {
        Color.red.frame(width: 40, height: 20)
        Color.green.frame(width: 40, height: 20)
        Color.blue.frame(width: 40, height: 20)
    }
}
