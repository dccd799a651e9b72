extension Interpreter {
    /// A `View` modifier called on an optional view that is nil (`icon.foregroundColor(.red)` with
    /// `var icon: Icon?`): SwiftUI's `Optional` is a `View` when its `Wrapped` is (Apple docs,
    /// "Optional": "Conforms when Wrapped conforms to View"), and a nil one is no view; a modifier
    /// of no view is no view either, so the call gives nil back, whatever its arguments. (Without
    /// that conformance the code compiles only for an implicitly unwrapped optional, which traps on
    /// nil; a `View` modifier's name says it is the conformance.) Nil when `name` is no modifier.
    func modifierOfAnAbsentView(_ name: String) -> Value? {
        guard let view = type(named: "View"), findMethod(name, in: view, labels: nil) != nil else { return nil }
        return .function(.native(name, labels: nil) { _, _, _ in .nil })
    }
}
