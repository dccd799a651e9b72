// `_phase = .init(initialValue: …)` and `_model = State(wrappedValue: .init(seed:))` in an
// initializer: `State<Value>.init(initialValue: Value)` types its argument as the wrapped
// property's declared type, so `.ready(30)` is a `Phase` case and `.init(seed:)` makes a `Model`;
// the switch over the state and `!` on the model's string then read real values.
// source: Apple, "State": `init(initialValue value: Value)`, `init(wrappedValue value: Value)`.
// source: the ready phase draws its 30 × 10 colour (width from `.ready(30)`), `query` "ab" is not empty.
// expect: no diagnostic
// expect: Color.width == 30
import SwiftUI
enum Phase { case loading, ready(Int) }
@Observable final class Model { var query: String = "ab"; init(seed: Int) {} }
struct Screen: View {
    @State private var phase: Phase
    @State private var model: Model
    init(ready: Bool) {
        _phase = .init(initialValue: ready ? .ready(30) : .loading)
        _model = State(wrappedValue: .init(seed: 1))
    }
    var body: some View {
        switch phase {
        case .loading: Color.red.frame(width: 10, height: 10)
        case let .ready(width):
            if !model.query.isEmpty { Color.blue.frame(width: CGFloat(width), height: 10) }
        }
    }
}
#Preview("ready") { Screen(ready: true) }
