import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `ContainerRelativeShape` and `.containerShape(_:)`.
///
/// Apple, `ContainerRelativeShape`: "A shape whose dimensions the system calculates from an inset
/// version of the current container shape. If there is not a current container shape, the system
/// provides a rectangle." `View.containerShape(_:)` "Sets the container shape to use for any
/// container relative shape within this view", and a widget's content has the widget's shape as
/// its container. Like every shape it takes the size it is offered (`ShapeKind`), so its frame is
/// the same either way; only what is drawn depends on the container:
///
/// - no `.containerShape(_:)` above it and outside a widget preview: a rectangle, exactly as
///   Apple documents, with no warning;
/// - below a `.containerShape(_:)` or in a widget: the container's shape inset to the shape's frame
///   is not drawn; the rectangle is drawn with `approximatedView`.
///
/// The choice is made where the shape is resolved, with the environment of its place, so a
/// `.containerShape(_:)` written after it in the same expression counts (it is above it in the
/// view tree). `.clipShape(ContainerRelativeShape())` clips to the rectangle under the same rule.
extension SwiftUIRuntime {
    /// The environment key `.containerShape(_:)` sets: the container shape's type name.
    static let containerShapeKey = "_containerShape"

    func registerContainerRelativeShape() {
        interpreter.registerNativeType("ContainerRelativeShape").conformances = ["InsettableShape", "Shape", "View"]
        initializer("ContainerRelativeShape") { `self`, arguments in
            try arguments.check(allowed: [], unlabelledCount: 0, in: self)
            return self.containerRelativeShape()
        }
        guard let viewType = interpreter.type(named: "View") else { return }
        viewType.addMethod("containerShape", .hosted("containerShape", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("containerShape", arguments)
            try arguments.check(allowed: [], unlabelledCount: 1, in: self)
            guard let shape = arguments.unlabelled.first else { throw arguments.missingArgument(in: self) }
            let name: String
            if case let .unresolvedMember(member) = shape { name = member.name } else { name = self.interpreter.typeName(of: shape) }
            return self.view("ModifiedContent", .environment(base: base, change: .value(key: Self.containerShapeKey, .string(name))))
        })
    }

    /// `ContainerRelativeShape()` or `.containerRelative`: a rectangle, decided where it is resolved.
    func containerRelativeShape() -> Value {
        let source = currentLocation
        let range = interpreter.currentRange
        return view("ContainerRelativeShape", .deferred { [unowned self] in
            self.warnIfContainerShapeInEffect(at: range)
            return self.view("ContainerRelativeShape", .leaf(ViewNode(ShapeLeaf(.rectangle), label: "ContainerRelativeShape", source: source)),
                             source: source)
        }, source: source)
    }

    /// The container shape in effect where a container-relative shape is resolved, if any: a
    /// `.containerShape(_:)` above it, else the widget's own shape in a widget preview.
    func warnIfContainerShapeInEffect(at range: SourceRange?) {
        let container: String?
        if case let .string(name)? = environment.values[Self.containerShapeKey] {
            container = "the container shape '\(name)' set by containerShape(_:)"
        } else if widgetPreview != nil {
            container = "the widget's shape"
        } else {
            container = nil
        }
        guard let container else { return }
        warn(.approximatedView("ContainerRelativeShape", rule: "drawn as a rectangle; \(container), inset to its frame, is not drawn"),
             at: range)
    }
}
