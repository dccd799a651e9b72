// A `Layout` may look a subview proxy up in its collection (`subviews.firstIndex(of: subview)`):
// `LayoutSubview` is `Equatable`, a proxy equal to the one it stands for, so each proxy is found
// at its own position instead of the layout trapping in its `fatalError()` branch.
// source: Apple, LayoutSubview ("conforms to Equatable"). Heights by arithmetic: the two
// source: subviews are 10 and 20 tall, each counted with its index (0 and 1): 10 + 0 + 20 + 1 = 31.
// expect: no error
// expect: root.height == 31
import SwiftUI

struct IndexedStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var height: CGFloat = 0
        for subview in subviews {
            guard let index = subviews.firstIndex(of: subview) else { fatalError() }
            height += subview.sizeThatFits(.unspecified).height + CGFloat(index)
        }
        return CGSize(width: 40, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

#Preview {
    IndexedStack {
        Color.red.frame(width: 40, height: 10)
        Color.blue.frame(width: 40, height: 20)
    }
}
