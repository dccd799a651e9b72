import LayoutEngine
import SwiftInterpreter

/// `CGRect.null`, `isNull`, `isEmpty` and `union(_:)`: the bounding-box arithmetic a user `Layout`
/// does over its subviews' frames (`rects.reduce(.null) { $0.union($1) }`).
///
/// Apple, "CGRectNull": "the null rectangle, representing an invalid value … the union of a
/// rectangle with the null rectangle is the original rectangle"; its origin is infinite (as
/// swift-corelibs-foundation's `CGRect.null` is, `x: .infinity, y: .infinity`, size zero).
/// Apple, "CGRectUnion(_:_:)": "Both rectangles are standardized prior to calculating the union.
/// If either of the rectangles is a null rectangle, a copy of the other rectangle is returned
/// (resulting in a null rectangle if both rectangles are null)." Apple, "CGRectIsEmpty(_:)": a
/// rectangle with zero width or height, or the null rectangle.
extension SwiftUIRuntime {
    /// The null rectangle.
    static let nullRect = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    func registerRectUnion(_ rect: TypeInfo) {
        func payload(_ value: Value) -> Rect? {
            if case let .native(native) = value { return native.payload as? Rect }
            return nil
        }
        rect.staticValues["null"] = interpreter.nativeValue("CGRect", Self.nullRect)
        rect.computedProperties["isNull"] = ComputedProperty(getter: .native("isNull") { _, selfValue, _ in
            .bool(payload(selfValue).map(Self.isNull) ?? false)
        })
        rect.computedProperties["isEmpty"] = ComputedProperty(getter: .native("isEmpty") { _, selfValue, _ in
            guard let rect = payload(selfValue) else { return .bool(false) }
            return .bool(Self.isNull(rect) || rect.size.width == 0 || rect.size.height == 0)
        })
        rect.addMethod("union", .native("union", labels: nil) { [unowned self] _, selfValue, arguments in
            guard arguments.count == 1, arguments[0].label == nil else {
                throw self.failure(.missingArgument(position: 1, callee: "union"))
            }
            let other = try self.interpreter.coerce(arguments[0].value, to: .named("CGRect"))
            guard let base = payload(selfValue), let second = payload(other) else { throw self.mismatch(other, expected: "CGRect") }
            return self.interpreter.nativeValue("CGRect", Self.union(base, second))
        })
    }

    static func isNull(_ rect: Rect) -> Bool { rect.origin.x.isInfinite || rect.origin.y.isInfinite }

    /// The smallest rectangle holding both, after standardizing each (a negative width or height
    /// measured from the other edge); a null rectangle contributes nothing.
    static func union(_ first: Rect, _ second: Rect) -> Rect {
        if isNull(first) { return isNull(second) ? nullRect : standardized(second) }
        if isNull(second) { return standardized(first) }
        let a = standardized(first), b = standardized(second)
        let minX = min(a.origin.x, b.origin.x), minY = min(a.origin.y, b.origin.y)
        let maxX = max(a.origin.x + a.size.width, b.origin.x + b.size.width)
        let maxY = max(a.origin.y + a.size.height, b.origin.y + b.size.height)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Apple, "standardized": the same rectangle with a non-negative width and height.
    static func standardized(_ rect: Rect) -> Rect {
        var result = rect
        if rect.size.width < 0 { result.origin.x += rect.size.width; result.size.width = -rect.size.width }
        if rect.size.height < 0 { result.origin.y += rect.size.height; result.size.height = -rect.size.height }
        return result
    }
}
