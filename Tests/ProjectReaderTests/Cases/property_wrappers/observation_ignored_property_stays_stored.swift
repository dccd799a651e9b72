// `@ObservationIgnored` only turns observation off for a property of an `@Observable` class: the
// property stays an ordinary stored one (nil when optional and not set, its initial value
// otherwise), not another module's property wrapper whose value is unknown.
// source: Apple docs, "ObservationIgnored()": "Disables observation tracking of a property";
// source: swiftc 6 on Linux prints "Hello true 3" for the same class.
// expect: no diagnostic
// expect: Text[*].text == ["Hello", "none", "3"]
import SwiftUI
import Observation

@Observable
final class Model {
    var title = "Hello"
    @ObservationIgnored var key: String?
    @ObservationIgnored var count = 3
}

struct ModelView: View {
    @State private var model = Model()
    var body: some View {
        VStack {
            Text(model.title)
            Text(model.key ?? "none")
            Text("\(model.count)")
        }
    }
}

#Preview { ModelView() }
