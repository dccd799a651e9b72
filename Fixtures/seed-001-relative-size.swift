// Seed 001 — Ole Begemann, "How the relative size modifier interacts with stack views".
// The four HStacks of the article, each at the article's 620 pt width (80 pt high, the first
// example's `.frame(height: 80)`). `relativeProposed(width:)` is the article's own modifier
// (it proposes a fraction of the proposal to its child); LayoutLens knows it by name.
import SwiftUI

// "the blue rectangle becomes narrower than the others": 620 - 20 = 600; 600 / 3 = 200 proposed
// to the modifier, 100 to blue; then 500 / 2 = 250 for green and yellow.
#Preview("relative size first", traits: .fixedLayout(width: 620, height: 80)) {
    HStack(spacing: 10) {
        Color.blue
            .relativeProposed(width: 0.5)
        Color.green
        Color.yellow
    }
    .border(.primary)
    .frame(height: 80)
}

// "Order matters": blue 200, green 100, yellow 300.
#Preview("relative size middle", traits: .fixedLayout(width: 620, height: 80)) {
    HStack(spacing: 10) {
        Color.blue
        Color.green
            .relativeProposed(width: 0.5)
        Color.yellow
    }
}

// "Leftover space isn't redistributed": blue 200, green 200, yellow 100; the stack is 520 wide.
#Preview("relative size last", traits: .fixedLayout(width: 620, height: 80)) {
    HStack(spacing: 10) {
        Color.blue
        Color.green
        Color.yellow
            .relativeProposed(width: 0.5)
    }
}

// "Layout priority": yellow 300 (half of 600), blue and green 150 each.
#Preview("relative size with priority", traits: .fixedLayout(width: 620, height: 80)) {
    HStack(spacing: 10) {
        Color.blue
        Color.green
        Color.yellow
            .relativeProposed(width: 0.5)
            .layoutPriority(1)
    }
}
