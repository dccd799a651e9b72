import SwiftInterpreter

/// SwiftUI's `AnyShape` (iOS 16; Apple docs, "AnyShape": "a type-erased shape value",
/// `init(_ shape: some Shape)`): it draws and lays out as the shape it wraps, so the wrapped
/// shape's value is what it gives (its modifiers, `fill`, `stroke`, apply to that shape).
extension SwiftUIRuntime {
    func registerAnyShape() {
        guard interpreter.type(named: "AnyShape") == nil else { return }
        interpreter.registerNativeType("AnyShape").conformances = ["Shape", "View"]
        initializer("AnyShape") { `self`, arguments in
            guard let shape = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: "AnyShape")) }
            return shape
        }
    }
}
