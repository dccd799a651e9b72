// `Animation.easeInOut(duration: 0.3).delay(1)` and `AnyTransition.modifier(active:identity:)` are
// SwiftUI's own types (how a change animates or appears), not another file's names: they change
// no frame and need no warning.
// source: an eleventh sample of public view files (50 files of 5 app repositories kept outside
// source: the repository); Apple, `Animation`, `AnyTransition.modifier(active:identity:)`.
// expect: no diagnostic
// expect: scenarios.count == 1
import SwiftUI
struct Spin: ViewModifier {
    let angle: Double
    func body(content: Content) -> some View { content.rotationEffect(.degrees(angle)) }
}
struct Card: View {
    let appear = AnyTransition.modifier(active: Spin(angle: 90), identity: Spin(angle: 0))
    let timing = Animation.easeInOut(duration: 0.3).delay(1)
    var body: some View {
        Text("Card")
            .transition(appear.combined(with: .opacity))
            .transition(.asymmetric(insertion: .move(edge: .leading), removal: .scale))
            .animation(timing, value: 1)
    }
}
#Preview { Card() }
