// SwiftData's `@Model` and Observation's `@Observable` are attached to classes, so an attribute of
// either name on a stored property is another module's property wrapper (a framework's
// `@Model var interpreter: Interpreter`): its value is unknown here, a stand-in, not a property
// that was never set. `@ObservationIgnored` before it changes nothing.
// source: Apple docs, "Model()": "Converts a Swift class into a stored model";
// source: "Observable()": "Defines and implements conformance of the Observable protocol" (a class).
// expect: no error
// expect: warning "'Model.title'"
import SwiftUI
import Observation

final class Interpreter { var title = "t" }

@Observable
final class Coordinator {
    @ObservationIgnored @MainActor @Model private(set) var interpreter: Interpreter
}

struct Screen: View {
    let coordinator: Coordinator
    var body: some View {
        Text(coordinator.interpreter.title)
    }
}

#Preview { Screen(coordinator: Coordinator()) }
