import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `Rectangle`, `Circle`, `Capsule`, `Ellipse`, `RoundedRectangle`, the gradients and `Path`: each a
/// `ShapeLeaf` that takes the whole proposal (answering 10 on an unspecified axis,
/// `swiftui-layout-facts.md` §B12). A `Path`'s outline is built as code builds it
/// (`PathValues.swift`) and drawn; it changes no frame.
extension SwiftUIRuntime {
    func registerShapes() {
        let shapes: [(String, ShapeKind)] = [("Rectangle", .rectangle), ("Circle", .circle), ("Capsule", .capsule), ("Ellipse", .ellipse)]
        for (name, kind) in shapes {
            initializer(name) { `self`, arguments in
                try arguments.check(allowed: ["style"], unlabelledCount: 0, in: self)
                return self.view(name, .leaf(ViewNode(ShapeLeaf(kind), label: name, source: self.currentLocation)))
            }
        }
        initializer("RoundedRectangle") { `self`, arguments in
            try arguments.check(allowed: ["cornerRadius", "cornerSize", "style"], unlabelledCount: 0, in: self)
            guard arguments.has("cornerRadius") || arguments.has("cornerSize") else {
                throw self.failure(.missingArgument("cornerRadius", callee: "RoundedRectangle"))
            }
            let kind = try arguments["cornerRadius"].map { try self.roundedRectangle($0, "cornerRadius") } ?? .roundedRectangle(cornerRadius: 0)
            return self.view("RoundedRectangle", .leaf(ViewNode(ShapeLeaf(kind),
                                                                label: "RoundedRectangle", source: self.currentLocation)))
        }
        // iOS 18's `MeshGradient(width:height:points:colors:)` ("A two-dimensional gradient
        // defined by a 2D grid of positioned colors", Apple docs) is one too; its grid of colours
        // is drawn as a linear gradient through them, as radial ones are (docs/render.md).
        for name in Self.gradientTypeNames {
            // A gradient is a shape-style view: it takes the proposed size like a colour.
            initializer(name) { `self`, arguments in
                var node = ViewNode(ShapeLeaf(.rectangle), label: name, source: self.currentLocation)
                node.style.gradient = self.gradientValue(arguments)
                return self.view(name, .leaf(node))
            }
        }
        registerGradientOpacity()
        // `Path { path in … }` / `Path(rect)`: a shape, so it takes the size it is proposed; its
        // outline is built and drawn (`PathValues.swift`).
        registerPathValues()
        registerAnyShape()
    }
}
