// `.toggleStyle(.icon(size: 28))`: Swift finds the implicit member among the static members of
// `extension ToggleStyle where Self == IconToggleStyle`, so the toggle is laid out as that style's
// `makeBody(configuration:)`: its 28 × 28 square.
// source: The Swift Programming Language, "Implicit Member Expression" (members of a protocol's
// source: constrained extensions, SE-0299); Apple, `ToggleStyle.makeBody(configuration:)`.
// expect: no diagnostic
// expect: Color.size == 28×28
import SwiftUI
struct IconToggleStyle: ToggleStyle {
    var size: CGFloat
    func makeBody(configuration: Configuration) -> some View {
        Color.accentColor.frame(width: size, height: size)
    }
}
extension ToggleStyle where Self == IconToggleStyle {
    static func icon(size: CGFloat) -> IconToggleStyle { IconToggleStyle(size: size) }
}
struct Filters: View {
    @State private var on = true
    var body: some View {
        Toggle("Wrap", isOn: $on)
            .toggleStyle(.icon(size: 28))
    }
}
#Preview { Filters() }
