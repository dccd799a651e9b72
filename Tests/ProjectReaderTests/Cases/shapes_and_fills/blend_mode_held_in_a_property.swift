// A view that keeps its blend mode in a property (`let mode: BlendMode`) takes `.multiply` and
// hands it to `.blendMode(_:)`: `BlendMode` is SwiftUI's enum, not an unknown name.
// source: Apple, "BlendMode" — an enum with cases normal, multiply, screen, … plusLighter;
// source: `blendMode(_:)` does not change the view's size: 30 × 30 from its frame.
// expect: no diagnostic
// expect: frame.size == 30×30
import SwiftUI

struct Blended: View {
    let mode: BlendMode
    var body: some View {
        Color.red.blendMode(mode).frame(width: 30, height: 30)
    }
}
#Preview { Blended(mode: .multiply) }
