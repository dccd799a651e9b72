// Seed 004 — The SwiftUI Field Guide, "HStack": a text between two colours at 200 and 240 pt,
// and the text with a higher layout priority at 240 pt. The guide gives only the widths; the
// 100 pt height is ours.
import SwiftUI

// "the view initially renders with the text on two lines … the text is the least flexible view,
// so the stack proposes a third of its available space".
#Preview("text between colours 200", traits: .fixedLayout(width: 200, height: 100)) {
    HStack {
        Color.purple
        Text("Hello, world")
        Color.pink
    }
}

#Preview("text between colours 240", traits: .fixedLayout(width: 240, height: 100)) {
    HStack {
        Color.purple
        Text("Hello, world")
        Color.pink
    }
}

// "we've given the text a higher layout priority. Now the text is rendered at its ideal size."
#Preview("text with priority 240", traits: .fixedLayout(width: 240, height: 100)) {
    HStack {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color.blue)
        Text("Hello, world")
            .layoutPriority(1)
        RoundedRectangle(cornerRadius: 8)
            .fill(Color.green)
    }
}
