// A trait the program declares in `extension PreviewTrait` (`static var counter: Self =
// .modifier(CounterContext())`) and names in `#Preview(traits: .counter)` applies that preview
// modifier: the view reads the model its body puts in the environment.
// source: Apple, "PreviewTrait.modifier(_:)" and "PreviewModifier" — Apple's sample code declares
// source: `extension PreviewTrait where T == Preview.ViewTraits { static var sampleData: Self = .modifier(SampleData()) }`.
// source: the shared context's count is 3; the bar is 3 × 10 = 30 wide.
// expect: no diagnostic
// expect: frame.width == 30
import SwiftUI

@Observable final class Counter { var count = 3 }

struct CounterContext: PreviewModifier {
    static func makeSharedContext() throws -> Counter { Counter() }
    func body(content: Content, context: Counter) -> some View {
        content.environment(context)
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var counter: Self = .modifier(CounterContext())
}

struct CounterBar: View {
    @Environment(Counter.self) private var counter
    var body: some View {
        Color.blue.frame(width: CGFloat(counter.count) * 10, height: 10)
    }
}

#Preview(traits: .counter) { CounterBar() }
