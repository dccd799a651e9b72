// `proposal.replacingUnspecifiedDimensions(by: .tile)` takes a `CGSize`, so `.tile` is an
// implicit member of `CGSize`: a static the program declares in a (private) extension of it is
// found as `.zero` is. Under `.fixedSize()` both dimensions are unspecified, so the layout is
// the tile's size.
// source: Apple, "replacingUnspecifiedDimensions(by:)" ("Creates a new proposal that replaces
// source: unspecified dimensions in this proposal with the corresponding dimension of the specified
// source: size"); SE-0287 (implicit members); `fixedSize()` proposes nil × nil. Tile: 30 × 20.
// expect: no diagnostic
// expect: root.size == 30×20
import SwiftUI

struct TileLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .tile)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}

private extension CGSize {
    static var tile: Self { .init(width: 30, height: 20) }
}

#Preview {
    TileLayout {
        Color.teal
    }
    .fixedSize()
}
