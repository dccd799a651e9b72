// Seed 001 — Ole Begemann, "How the relative size modifier interacts with stack views", with the
// relative sizing written as a user `Layout` (LayoutLens runs this code during layout). The
// layout proposes a fraction of its width proposal to its single child and adopts the child's
// size, as the article describes; the four HStacks are the article's, at its 620 pt width.
import SwiftUI

struct FractionOfProposal: Layout {
    var widthFraction: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(for: proposal))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        child.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(for: proposal))
    }

    private func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        var width: CGFloat? = nil
        if let offered = proposal.width { width = offered * widthFraction }
        return ProposedViewSize(width: width, height: proposal.height)
    }
}

extension View {
    func relativeProposed(width: CGFloat) -> some View {
        FractionOfProposal(widthFraction: width) { self }
    }
}

// 620 - 20 = 600; 600 / 3 = 200 proposed to the layout, 100 to blue; then 500 / 2 = 250 each.
#Preview("relative layout first", traits: .fixedLayout(width: 620, height: 80)) {
    HStack(spacing: 10) {
        Color.blue
            .relativeProposed(width: 0.5)
        Color.green
        Color.yellow
    }
}

// "Order matters": blue 200, green 100, yellow 300.
#Preview("relative layout middle", traits: .fixedLayout(width: 620, height: 80)) {
    HStack(spacing: 10) {
        Color.blue
        Color.green
            .relativeProposed(width: 0.5)
        Color.yellow
    }
}

// "Leftover space isn't redistributed": blue 200, green 200, yellow 100; the stack is 520 wide.
#Preview("relative layout last", traits: .fixedLayout(width: 620, height: 80)) {
    HStack(spacing: 10) {
        Color.blue
        Color.green
        Color.yellow
            .relativeProposed(width: 0.5)
    }
}

// "Layout priority": yellow 300 (half of 600), blue and green 150 each.
#Preview("relative layout with priority", traits: .fixedLayout(width: 620, height: 80)) {
    HStack(spacing: 10) {
        Color.blue
        Color.green
        Color.yellow
            .relativeProposed(width: 0.5)
            .layoutPriority(1)
    }
}
