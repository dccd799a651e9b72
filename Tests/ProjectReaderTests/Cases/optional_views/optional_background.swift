// `.background(dragColor?.opacity(0.5))`: an optional view; nil draws nothing (SwiftUI's
// `Optional` is a view, empty when nil), a value is the background. Only the second colour has a
// background, which takes its view's 40 × 40.
// source: a twenty-eighth sample of public view files (30 files of 3 course and training
// source: repositories; 28 → 30 lay out); Apple, `Optional: View` ("when Wrapped conforms to View").
// expect: no error
// expect: background.count == 1
// expect: background.children[*].size == [40×40, 40×40]
import SwiftUI
struct Card: View {
    var tint: Color? = nil
    var glow: Color? = .red
    var body: some View {
        VStack {
            Color.gray.frame(width: 40, height: 40).background(tint?.opacity(0.5))
            Color.gray.frame(width: 40, height: 40).background(glow?.opacity(0.5))
        }
    }
}
#Preview { Card() }
