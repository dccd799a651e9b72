import LayoutEngine
import SwiftInterpreter

/// An `Anchor<CGRect>` or `Anchor<CGPoint>`: a rectangle or point kept in canvas (global)
/// coordinates, resolved in a reader's own space by `GeometryProxy`'s subscript (Apple docs,
/// "Anchor": "An opaque value derived from an anchor source and a particular view. You can convert
/// the anchor to a `Value` in the coordinate space of a target view by using a `GeometryProxy`").
/// A point anchor is a rectangle of zero size at the point.
struct AnchorPayload: CustomStringConvertible {
    var rect: Rect
    var isPoint = false

    var description: String {
        isPoint ? "Anchor<CGPoint>(\(rect.x), \(rect.y))" : "Anchor<CGRect>(\(rect.x), \(rect.y), \(rect.width), \(rect.height))"
    }
}

/// Where an anchor's source sits in a view of a given frame (`Anchor<A>.Source`).
enum AnchorSource {
    /// `.bounds`: the view's frame; `.rect(r)`: `r` in the view's own coordinates.
    case rect(Rect?)
    /// `.center`, `.topLeading`, … and `.unitPoint(u)`: that unit point of the view's frame.
    case unitPoint(Point)
    /// `.point(p)`: `p` in the view's own coordinates.
    case point(Point)

    /// The anchor of this source in a view placed at `frame` (global coordinates).
    func anchor(in frame: Rect) -> AnchorPayload {
        switch self {
        case let .rect(local):
            let local = local ?? Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            return AnchorPayload(rect: Rect(x: frame.x + local.x, y: frame.y + local.y, width: local.width, height: local.height))
        case let .unitPoint(unit):
            return AnchorPayload(rect: Rect(x: frame.x + unit.x * frame.width, y: frame.y + unit.y * frame.height, width: 0, height: 0),
                                 isPoint: true)
        case let .point(point):
            return AnchorPayload(rect: Rect(x: frame.x + point.x, y: frame.y + point.y, width: 0, height: 0), isPoint: true)
        }
    }
}

extension SwiftUIRuntime {
    /// `value:` of `anchorPreference`: `.bounds`, a unit point's name (`Anchor<CGPoint>.Source`
    /// has `.center`, `.top`, `.topLeading`, …, the same as `UnitPoint`'s; Apple docs,
    /// "Anchor.Source"), `.rect(_:)`, `.point(_:)` or `.unitPoint(_:)`; nil for anything else.
    func anchorSource(_ value: Value?) -> AnchorSource? {
        guard case let .unresolvedMember(member)? = value else { return nil }
        let argument = member.arguments?.first?.value
        switch member.name {
        case "bounds" where member.arguments == nil:
            return .rect(nil)
        case "rect":
            // A rectangle or point with a NaN or infinite number (`CoreGraphicsNumbers`) is no
            // anchor: the modifier warns that it sets no value.
            guard case let .native(native)? = argument, let rect = native.payload as? Rect,
                  (try? laidOutRect(rect, "rect")) != nil else { return nil }
            return .rect(rect)
        case "point":
            guard case let .native(native)? = argument, let point = native.payload as? Point,
                  (try? laidOutPoint(point, "point")) != nil else { return nil }
            return .point(point)
        case "unitPoint":
            return argument.flatMap { try? unitPoint($0) }.map(AnchorSource.unitPoint)
        default:
            return Self.namedUnitPoints[member.name].map(AnchorSource.unitPoint)
        }
    }

    /// `geometry[anchor]` on `GeometryProxy`: the anchored rectangle or point in the reader's own
    /// coordinates (Apple, `GeometryProxy.subscript(_:)`: "Resolves the value of an anchor to the
    /// container view").
    func registerAnchorSubscript(on geometryProxy: TypeInfo) {
        interpreter.registerNativeType("Anchor")
        geometryProxy.addMethod("subscript", .native("subscript", labels: [nil]) { [unowned self] _, selfValue, arguments in
            guard case let .native(geometry) = selfValue, let reader = geometry.payload as? GeometryProxyPayload,
                  case let .native(native)? = arguments.first?.value, let anchor = native.payload as? AnchorPayload else {
                throw self.failure("a GeometryProxy is subscripted with an Anchor (such as a ChartProxy's plotFrame)")
            }
            let rect = anchor.rect
            if anchor.isPoint {
                return self.interpreter.nativeValue("CGPoint", Point(x: rect.x - reader.frame.x, y: rect.y - reader.frame.y))
            }
            return self.interpreter.nativeValue("CGRect", Rect(x: rect.x - reader.frame.x, y: rect.y - reader.frame.y,
                                                               width: rect.width, height: rect.height))
        })
    }
}
