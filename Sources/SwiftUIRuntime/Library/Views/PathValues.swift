import LayoutEngine
import SwiftInterpreter

/// SwiftUI's `Path` as a value code builds: a view (it is a `Shape`, taking the size it is
/// proposed) whose outline is a `ShapePath`, in points, drawn where its points are in the view's
/// coordinates. `Path()`, `Path { path in … }` (the closure gets the path `inout`), `Path(rect)`,
/// `Path(roundedRect:cornerRadius:)`, `Path(roundedRect:cornerSize:)`, `Path(ellipseIn:)`; the
/// mutating `move(to:)`, `addLine(to:)`, `addLines(_:)`, `addQuadCurve(to:control:)`,
/// `addCurve(to:control1:control2:)`, `addArc(center:radius:startAngle:endAngle:clockwise:)`,
/// `addRelativeArc(center:radius:startAngle:delta:)`, `addRect(_:)`, `addRects(_:)`,
/// `addEllipse(in:)`, `addRoundedRect(in:cornerSize:)`, `addPath(_:)`, `closeSubpath()`; and
/// `boundingRect`, `currentPoint`, `isEmpty`, `trimmedPath(from:to:)`, `offsetBy(dx:dy:)`,
/// `applying(_:)` (Apple, "Path"); `Path(cgPath)` of a `UIBezierPath`'s `cgPath` (`UIKitBezierPaths.swift`). A built-in shape's `path(in:)` gives its outline (`ShapePath.outline`).
extension SwiftUIRuntime {
    func registerPathValues() {
        initializer("Path") { runtime, arguments in try runtime.makePath(arguments) }
        guard let type = interpreter.type(named: "Path") else { return }
        func mutating(_ name: String, _ change: @escaping PathChange) {
            type.addMethod(name, .hosted(name, labels: nil, mutating: true) { runtime, selfValue, arguments in
                // A path made from what LayoutLens cannot read (`Path(cgPath)`) stays as it is.
                guard var path = runtime.shapePath(selfValue) else { return .void }
                try change(runtime, &path, NativeArguments(name, arguments))
                selfValue = runtime.pathValue(path)
                return .void
            })
        }
        registerPathSegments(.swiftUIPath, mutating)
        mutating("addLines") { runtime, path, arguments in
            guard case let .array(points)? = arguments.unlabelled.first else { return }
            path.addLines(try points.map { try runtime.point($0, "lines") })
        }
        mutating("addArc") { runtime, path, arguments in
            // `addArc(tangent1End:tangent2End:radius:)` is not drawn: the path is left as it is.
            guard arguments.has("center") else { return }
            path.addArc(center: try runtime.point(arguments["center"], "center"), radius: try runtime.number(arguments["radius"] ?? .double(0), "radius"),
                        startAngle: try runtime.radians(arguments["startAngle"], "startAngle"),
                        endAngle: try runtime.radians(arguments["endAngle"], "endAngle"),
                        clockwise: arguments["clockwise"].flatMap { if case let .bool(flag) = $0 { flag } else { nil } } ?? false)
        }
        mutating("addRelativeArc") { runtime, path, arguments in
            path.addRelativeArc(center: try runtime.point(arguments["center"], "center"),
                                radius: try runtime.number(arguments["radius"] ?? .double(0), "radius"),
                                startAngle: try runtime.radians(arguments["startAngle"], "startAngle"),
                                delta: try runtime.radians(arguments["delta"], "delta"))
        }
        mutating("addRect") { runtime, path, arguments in path.addRect(try runtime.rect(arguments.unlabelled.first, "rect")) }
        mutating("addRects") { runtime, path, arguments in
            guard case let .array(rects)? = arguments.unlabelled.first else { return }
            for rect in rects { path.addRect(try runtime.rect(rect, "rects")) }
        }
        mutating("addEllipse") { runtime, path, arguments in path.addEllipse(in: try runtime.rect(arguments["in"], "in")) }
        mutating("addRoundedRect") { runtime, path, arguments in
            let rect = try runtime.rect(arguments["in"], "in")
            let corner = try runtime.cornerSize(arguments)
            path.addRoundedRect(in: rect, cornerWidth: corner.width, cornerHeight: corner.height)
        }
        mutating("addPath") { runtime, path, arguments in
            if let other = arguments.unlabelled.first.flatMap(runtime.shapePath) { path.addPath(other) }
        }
        mutating("closeSubpath") { _, path, _ in path.closeSubpath() }

        func property(_ name: String, _ get: @escaping (SwiftUIRuntime, ShapePath) -> Value) {
            type.computedProperties[name] = ComputedProperty(getter: .hosted(name) { runtime, selfValue, _ in
                get(runtime, runtime.shapePath(selfValue) ?? ShapePath())
            })
        }
        property("boundingRect") { runtime, path in runtime.interpreter.nativeValue("CGRect", path.boundingRect) }
        property("isEmpty") { _, path in .bool(path.isEmpty) }
        property("currentPoint") { runtime, path in
            path.currentPoint.map { .some(runtime.interpreter.nativeValue("CGPoint", $0)) } ?? .nil
        }
        type.addMethod("trimmedPath", .hosted("trimmedPath", labels: ["from", "to"]) { runtime, selfValue, arguments in
            guard let path = runtime.shapePath(selfValue) else { return selfValue }
            let from = try runtime.number(arguments[0].value, "from"), to = try runtime.number(arguments[1].value, "to")
            return runtime.pathValue(path.trimmed(from: from, to: to))
        })
        type.addMethod("offsetBy", .hosted("offsetBy", labels: ["dx", "dy"]) { runtime, selfValue, arguments in
            guard let path = runtime.shapePath(selfValue) else { return selfValue }
            return runtime.pathValue(path.offsetBy(dx: try runtime.number(arguments[0].value, "dx"), dy: try runtime.number(arguments[1].value, "dy")))
        })
        // `applying(_ transform: CGAffineTransform) -> Path` (Apple, "Path"): every point of the
        // path, control points included, mapped by the transform — an affine map takes a Bézier
        // curve to the curve of its mapped control points, so the outline is exact.
        type.addMethod("applying", .hosted("applying", labels: [nil]) { runtime, selfValue, arguments in
            guard let path = runtime.shapePath(selfValue) else { return selfValue }
            let given = try runtime.interpreter.coerce(arguments[0].value, to: .named("CGAffineTransform"))
            guard case let .native(native) = given, let transform = native.payload as? AffineTransform else {
                throw runtime.mismatch(arguments[0].value, expected: "CGAffineTransform")
            }
            return runtime.pathValue(path.applying(transform.apply))
        })
        registerBuiltInShapePaths()
    }

    /// `Rectangle().path(in: rect)` and the other built-in shapes: their outline as a `Path`
    /// (Apple, `Shape.path(in:)`), so a program's `Shape` may build on one.
    private func registerBuiltInShapePaths() {
        for name in ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "Path"] {
            addShapePathMethod(to: name)
        }
    }

    /// `path(in:)` on the built-in shape type `name`, if it is registered: a shape registered
    /// later (`UnevenRoundedRectangle`, in its own library group) adds it when it registers.
    func addShapePathMethod(to name: String) {
        interpreter.type(named: name)?.addMethod("path", .hosted("path", labels: ["in"]) { runtime, selfValue, arguments in
            var rect = try runtime.rect(arguments.first?.value, "in")
            guard let kind = runtime.clipShapeKind(selfValue) else { return runtime.pathValue(ShapePath()) }
            if case let .path(drawn) = kind { return runtime.pathValue(drawn) }
            // A shape inset by `inset(by:)` outlines the rectangle inset by that much.
            let inset = runtime.builtInShapeNode(selfValue)?.style.shapeInset ?? 0
            rect = Rect(x: rect.x + inset, y: rect.y + inset, width: max(rect.width - 2 * inset, 0), height: max(rect.height - 2 * inset, 0))
            return runtime.pathValue(ShapePath.outline(of: kind.inset(by: inset), in: rect))
        })
        // `Circle().inset(by: 4)` (Apple, `InsettableShape.inset(by:)`: "Returns `self` inset by
        // `amount`"): the same shape, still a shape (its `path(in:)` and `strokeBorder` work),
        // drawn that much inside its frame.
        interpreter.type(named: name)?.addMethod("inset", .hosted("inset", labels: ["by"]) { runtime, selfValue, arguments in
            guard var node = runtime.builtInShapeNode(selfValue), case let .native(native) = selfValue,
                  let description = native.payload as? ViewDescription else { return selfValue }
            node.style.shapeInset = (node.style.shapeInset ?? 0) + (try runtime.number(arguments.first?.value ?? .int(0), "by"))
            return runtime.view(native.type.name, .leaf(node), source: description.source)
        })
    }

    /// The leaf node of a built-in shape value (`Circle()`, `RoundedRectangle(cornerRadius: 8)`).
    func builtInShapeNode(_ value: Value) -> ViewNode? {
        guard case let .native(native) = value, let description = native.payload as? ViewDescription,
              case let .leaf(node) = description.content, node.primitive is ShapeLeaf else { return nil }
        return node
    }

    /// `Path(…)`: empty, built by a closure, or one of Apple's shapes; a path made of what
    /// LayoutLens cannot read (a `CGPath`, an SVG string) is drawn as its frame, as before paths were drawn.
    private func makePath(_ arguments: NativeArguments) throws -> Value {
        var path = ShapePath()
        if let closure = arguments.trailingClosure ?? arguments.unlabelled.first.flatMap({ if case let .function(f) = $0 { f } else { nil } }) {
            // `init(_ callback: (inout Path) -> ())`: the closure builds the path in place.
            let box = Box(pathValue(path))
            _ = try interpreter.call(closure, arguments: [CallArgument(nil, interpreter.inoutArgument(box))])
            return box.value
        }
        if let rounded = arguments["roundedRect"] {
            let corner = try cornerSize(arguments)
            path.addRoundedRect(in: try rect(rounded, "roundedRect"), cornerWidth: corner.width, cornerHeight: corner.height)
        } else if let ellipse = arguments["ellipseIn"] {
            path.addEllipse(in: try rect(ellipse, "ellipseIn"))
        } else if let given = arguments.unlabelled.first {
            // `Path(_ path: CGPath)`: a `CGPath` LayoutLens built (`UIBezierPath(…).cgPath`) is its outline.
            if let drawn = given.nativePayload(ShapePath.self) { return pathValue(drawn) }
            guard let rect = try? rect(given, "rect") else {
                return view("Path", .leaf(ViewNode(ShapeLeaf(.rectangle), label: "Path", source: currentLocation)))
            }
            path.addRect(rect)
        }
        return pathValue(path)
    }

    /// A `Path` value of `path`.
    func pathValue(_ path: ShapePath) -> Value {
        view("Path", .leaf(ViewNode(ShapeLeaf(.path(path)), label: "Path", source: currentLocation)))
    }

    /// The outline of a `Path` value; nil for any other value.
    func shapePath(_ value: Value) -> ShapePath? {
        guard case let .native(native) = value, let description = native.payload as? ViewDescription,
              case let .leaf(node) = description.content, let leaf = node.primitive as? ShapeLeaf,
              case let .path(path) = leaf.shape else { return nil }
        return path
    }

    func point(_ value: Value?, _ name: String) throws -> Point {
        guard let value else { throw failure(.missingArgument(name, callee: "Path")) }
        guard case let .native(native) = try interpreter.coerce(value, to: .named("CGPoint")), let point = native.payload as? Point else {
            throw mismatch(value, expected: "CGPoint")
        }
        return try laidOutPoint(point, name)
    }

    func rect(_ value: Value?, _ name: String) throws -> Rect {
        guard let value else { throw failure(.missingArgument(name, callee: "Path")) }
        guard case let .native(native) = try interpreter.coerce(value, to: .named("CGRect")), let rect = native.payload as? Rect else {
            throw mismatch(value, expected: "CGRect")
        }
        return try laidOutRect(rect, name)
    }

    /// An `Angle` in radians (`.degrees(90)`, `Angle(radians: .pi)`, `.zero`).
    private func radians(_ value: Value?, _ name: String) throws -> Double {
        guard let value else { throw failure(.missingArgument(name, callee: "Path")) }
        let angle = (try? interpreter.coerce(value, to: .named("Angle"))) ?? value
        guard let degrees = try degrees(angle) else { throw mismatch(value, expected: "Angle") }
        return degrees * .pi / 180
    }

    /// `cornerRadius:` or `cornerSize:` of a rounded rectangle path.
    private func cornerSize(_ arguments: NativeArguments) throws -> Size {
        if let radius = arguments["cornerRadius"] {
            let r = try number(radius, "cornerRadius")
            return Size(width: r, height: r)
        }
        guard let given = arguments["cornerSize"] else { return .zero }
        guard case let .native(native) = try interpreter.coerce(given, to: .named("CGSize")), let size = native.payload as? Size else {
            throw mismatch(given, expected: "CGSize")
        }
        return try laidOutSize(size, "cornerSize")
    }
}
