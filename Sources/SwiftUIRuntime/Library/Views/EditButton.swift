import SwiftInterpreter

/// `EditButton()` (iOS): "a button that toggles the edit mode environment value" (Apple docs,
/// "EditButton"); its title is "Edit" while the edit mode is inactive and "Done" while it is
/// active (Apple docs: the button "changes its title from Edit to Done"). A preview never taps it
/// and the edit mode a view reads is inactive unless the code sets it (`Protocols.swift` gives
/// `\.editMode` no value), so it is laid out as `Button("Edit")` under the button style in effect.
extension SwiftUIRuntime {
    func registerEditButton() {
        guard let type = registerAppleType("EditButton") else { return }
        type.conformances = ["View"]
        initializer("EditButton") { `self`, arguments in
            try arguments.check(allowed: [], unlabelledCount: 0, in: self)
            guard let button = self.interpreter.type(named: "Button") else { return self.view("EmptyView", .list([])) }
            return try self.interpreter.construct(button, [CallArgument(nil, .string("Edit")),
                                                           CallArgument("action", .function(.native("action", labels: nil) { _, _, _ in .void }))])
        }
    }
}
