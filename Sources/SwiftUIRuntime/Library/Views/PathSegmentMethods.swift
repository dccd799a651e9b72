import LayoutEngine
import SwiftInterpreter

/// The argument labels of a path type's curve methods. SwiftUI's `Path` names the control points
/// `addQuadCurve(to:control:)` and `addCurve(to:control1:control2:)`; UIKit's `UIBezierPath`
/// names them `addQuadCurve(to:controlPoint:)` and `addCurve(to:controlPoint1:controlPoint2:)`
/// (Apple, "Path" and "UIBezierPath"). Both draw the same segments.
struct PathSegmentLabels {
    let control: String
    let control1: String
    let control2: String

    static let swiftUIPath = PathSegmentLabels(control: "control", control1: "control1", control2: "control2")
    static let uiBezierPath = PathSegmentLabels(control: "controlPoint", control1: "controlPoint1", control2: "controlPoint2")
}

extension SwiftUIRuntime {
    /// A path method that changes the path it is called on.
    typealias PathChange = (SwiftUIRuntime, inout ShapePath, NativeArguments) throws -> Void

    /// Registers `move(to:)`, `addLine(to:)`, the quadratic and the cubic curve through the path
    /// type's own `mutating` registration, with that type's labels.
    func registerPathSegments(_ labels: PathSegmentLabels, _ mutating: (String, @escaping PathChange) -> Void) {
        mutating("move") { runtime, path, arguments in path.move(to: try runtime.point(arguments["to"], "to")) }
        mutating("addLine") { runtime, path, arguments in path.addLine(to: try runtime.point(arguments["to"], "to")) }
        mutating("addQuadCurve") { runtime, path, arguments in
            path.addQuadCurve(to: try runtime.point(arguments["to"], "to"),
                              control: try runtime.point(arguments[labels.control], labels.control))
        }
        mutating("addCurve") { runtime, path, arguments in
            path.addCurve(to: try runtime.point(arguments["to"], "to"),
                          control1: try runtime.point(arguments[labels.control1], labels.control1),
                          control2: try runtime.point(arguments[labels.control2], labels.control2))
        }
    }
}
