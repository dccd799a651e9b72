// The same forwarding when the parameter's type comes from a file not read (another package's
// `PaletteTone`): the inner call with `tone.swiftUIColor` re-enters the running method with the
// same labels, which would never return, so it is SwiftUI's `background(_:)` Swift chose by a
// type LayoutLens cannot see. The frame keeps its 30 × 12.
// source: The Swift Programming Language, "Functions" (overloads are told apart by parameter
// source: types); the shape is a forwarding modifier over generated colour assets.
// expect: no error
// expect: root.size == 30×12
import SwiftUI
extension View {
    func background(_ tone: PaletteTone) -> some View { background(tone.swiftUIColor) }
}
#Preview(traits: .sizeThatFitsLayout) {
    Color.clear.frame(width: 30, height: 12).background(PaletteTone.accent)
}
