// An extension method taking the program's own type forwards to SwiftUI's method of the same name
// and labels: inside it, `background(tone.color)` is given a `Color`, which is no `Tone`, so Swift
// calls SwiftUI's `background(_:)`, not the extension again. The red colour fills the 30 × 12
// frame it is the background of.
// source: The Swift Programming Language, "Functions" (overloads are told apart by parameter
// source: types); swiftc 6 picks the library twin for the same shape written against a protocol.
// expect: no error
// expect: any("Color.red").size == 30×12
import SwiftUI
struct Tone { let color: Color }
extension View {
    func background(_ tone: Tone) -> some View { background(tone.color) }
}
#Preview(traits: .sizeThatFitsLayout) {
    Color.clear.frame(width: 30, height: 12).background(Tone(color: .red))
}
