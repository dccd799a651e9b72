// `AsyncButton("Add code") { … }`: the string is written in parentheses, so Swift binds it to an
// unlabelled parameter (`init(_ title:action:)` of the constrained extension); only the trailing
// closure is matched forward to `action:`. The main initializer `init(role:action:label:)` would
// take the string for `action:` and the closure for `label:`, leaving an empty button.
// source: Swift Evolution SE-0286, "Forward-scan matching for trailing closures": only trailing
// source: closures are matched by scanning forward over labelled parameters; an argument in
// source: parentheses matches its own label (none here).
// expect: no error
// expect: Text[*].text == ["Add code", "Scan"]
import SwiftUI

struct AsyncButton<Label>: View where Label: View {
    let action: () async -> Void
    private var label: Label
    private let role: ButtonRole?

    var body: some View {
        Button(role: role, action: { Task { await action() } }, label: { label })
    }

    init(role: ButtonRole? = nil, action: @escaping () async -> Void, @ViewBuilder label: @escaping () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }
}

extension AsyncButton where Label == Text {
    init(_ title: String, role: ButtonRole? = nil, action: @escaping () async -> Void) {
        self.init(role: role, action: action, label: { Text(title) })
    }
}

struct EmptyList: View {
    var body: some View {
        VStack {
            AsyncButton("Add code") { }
            AsyncButton(action: { }) { Text("Scan") }
        }
    }
}

#Preview { EmptyList() }
