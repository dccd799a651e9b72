import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `Rectangle`, `Circle`, `Capsule`, `Ellipse`, `RoundedRectangle`, the gradients and `Path`: each a
/// `ShapeLeaf` that takes the whole proposal (answering 10 on an unspecified axis,
/// `swiftui-layout-facts.md` §B12). A `Path`'s drawing commands are not run: it is drawn as its
/// bounding rectangle (unverified drawing; the layout is a shape's).
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
        // `Path { path in … }` / `Path(rect)`: a shape, so it takes the size it is proposed; the
        // drawing commands are not run (they do not affect layout). Drawn as its bounding rectangle.
        initializer("Path") { `self`, _ in
            self.view("Path", .leaf(ViewNode(ShapeLeaf(.rectangle), label: "Path", source: self.currentLocation)))
        }
        registerAnyShape()
    }
}
