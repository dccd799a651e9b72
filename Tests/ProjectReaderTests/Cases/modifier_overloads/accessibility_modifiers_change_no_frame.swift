// Accessibility modifiers (iOS 13's `.accessibility(label:)`, `.accessibilityAdjustableAction`,
// `.accessibilityInputLabels`) describe the view to assistive technologies; the frame is the
// view's own.
// source: Apple, "Accessibility modifiers". The frame is 40 × 10.
// expect: no error
// expect: no warning
// expect: Color.width == 40
import SwiftUI

struct Rating: View {
    @State private var value = 3

    var body: some View {
        Color.red.frame(width: 40, height: 10)
            .accessibility(label: Text("Rating"))
            .accessibilityAdjustableAction { _ in value += 1 }
            .accessibilityInputLabels([Text("Stars")])
    }
}

#Preview { Rating() }
