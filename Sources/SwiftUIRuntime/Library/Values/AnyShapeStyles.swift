import SwiftInterpreter

/// SwiftUI's `AnyShapeStyle` (iOS 15; Apple docs, "AnyShapeStyle": "a type-erased ShapeStyle
/// value", `init(_ style: some ShapeStyle)`): it paints as the style it wraps, so the wrapped
/// style's value is what it gives (`isSelected ? AnyShapeStyle(.blue) : AnyShapeStyle(.secondary)`
/// is `.blue` or `.secondary`), as `AnyShape` gives its shape.
extension SwiftUIRuntime {
    func registerAnyShapeStyle() {
        guard interpreter.type(named: "AnyShapeStyle") == nil else { return }
        interpreter.registerNativeType("AnyShapeStyle").conformances = ["ShapeStyle"]
        initializer("AnyShapeStyle") { `self`, arguments in
            guard let style = arguments.unlabelled.first else { throw self.failure(.missingArgument(callee: "AnyShapeStyle")) }
            return style
        }
    }
}
