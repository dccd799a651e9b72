import LayoutEngine
import SwiftInterpreter

/// `CGSize`, `CGPoint` and `CGRect` are plain structs of `CGFloat`s: making one never checks its
/// numbers, so `CGSize(width: 200, height: 0 / 0 * 200)` is a size whose height is NaN, and code
/// may keep it, compare it or read one side of it (Apple docs, "CGSize": "A structure that contains
/// width and height values"; `CGFloat` is a floating-point number, IEEE 754, which has NaN and the
/// infinities). A number is checked where a view is laid out with it — a frame drops a NaN
/// dimension with SwiftUI's runtime warning, a path point or a layout's size must be finite — as
/// `number(_:_:allowsInfinity:)` checks a single `CGFloat` argument.
extension SwiftUIRuntime {
    /// A `CGFloat` field of a Core Graphics struct as given: NaN, the infinities and huge numbers
    /// are kept (an `Int` or `Double` argument is converted as the `CGFloat` parameter takes it).
    func coreGraphicsNumber(_ value: Value, _ name: String) throws -> Double {
        switch value {
        case let .int(int): return Double(int)
        case let .double(double), let .cgFloat(double): return double
        case let .optional(wrapped?): return try coreGraphicsNumber(wrapped, name)
        // `.nan`, `.infinity`, a static the program declares on `CGFloat`: `CGFloat`'s member.
        case let .unresolvedMember(member) where member.arguments == nil && member.name == "nan": return .nan
        case let .unresolvedMember(member) where member.arguments == nil && member.name == "greatestFiniteMagnitude":
            return .greatestFiniteMagnitude
        case .unresolvedMember:
            let resolved = try interpreter.coerce(value, to: .named("CGFloat"))
            if case .unresolvedMember = resolved { return try number(value, name, allowsInfinity: true) }
            return try coreGraphicsNumber(resolved, name)
        default: return try number(value, name, allowsInfinity: true)
        }
    }

    /// A `CGSize` a view is laid out with: each side a number, infinity allowed (`.infinity` is a
    /// proposal's "as much as there is"), never NaN.
    func laidOutSize(_ size: Size, _ name: String) throws -> Size {
        Size(width: try number(.cgFloat(size.width), name, allowsInfinity: true),
             height: try number(.cgFloat(size.height), name, allowsInfinity: true))
    }

    /// A `CGPoint` a view is laid out or drawn at: both coordinates finite.
    func laidOutPoint(_ point: Point, _ name: String) throws -> Point {
        Point(x: try number(.cgFloat(point.x), name), y: try number(.cgFloat(point.y), name))
    }

    /// A `CGRect` a path is drawn in or an anchor names: a finite origin and finite sides.
    func laidOutRect(_ rect: Rect, _ name: String) throws -> Rect {
        Rect(x: try number(.cgFloat(rect.origin.x), name), y: try number(.cgFloat(rect.origin.y), name),
             width: try number(.cgFloat(rect.size.width), name), height: try number(.cgFloat(rect.size.height), name))
    }
}
