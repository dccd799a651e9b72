import LayoutEngine
import SwiftInterpreter

/// `UnitPoint`: a point in a view's unit square, for `place(at:anchor:proposal:)` anchors.
extension SwiftUIRuntime {
    /// A `UnitPoint` anchor: a named point (`.center`, `.topLeading`, …) or `UnitPoint(x:y:)`.
    func unitPoint(_ value: Value) throws -> Point {
        if case let .native(native) = value, let point = native.payload as? UnitPointPayload { return point.point }
        if case let .unresolvedMember(member) = value, member.arguments == nil, let point = Self.namedUnitPoints[member.name] {
            return point
        }
        throw mismatch(value, expected: "UnitPoint")
    }

    static let namedUnitPoints: [String: Point] = [
        "topLeading": Point(x: 0, y: 0), "top": Point(x: 0.5, y: 0), "topTrailing": Point(x: 1, y: 0),
        "leading": Point(x: 0, y: 0.5), "center": Point(x: 0.5, y: 0.5), "trailing": Point(x: 1, y: 0.5),
        "bottomLeading": Point(x: 0, y: 1), "bottom": Point(x: 0.5, y: 1), "bottomTrailing": Point(x: 1, y: 1),
        "zero": Point(x: 0, y: 0),
    ]

    /// `UnitPoint(x:y:)` and its named points as values with `x` and `y`.
    func registerUnitPoint() {
        guard interpreter.type(named: "UnitPoint")?.initializers.isEmpty ?? true else { return }
        let type = interpreter.registerNativeType("UnitPoint")
        type.initializers.append(.native("init", labels: nil) { [unowned self] _, _, arguments in
            let named = NativeArguments("UnitPoint", arguments)
            try named.check(allowed: ["x", "y"], unlabelledCount: 0, in: self)
            let x = try named["x"].map { try self.number($0, "x") } ?? 0
            let y = try named["y"].map { try self.number($0, "y") } ?? 0
            return self.interpreter.nativeValue("UnitPoint", UnitPointPayload(point: Point(x: x, y: y)))
        })
        for (name, point) in Self.namedUnitPoints where type.staticValues[name] == nil {
            type.staticValues[name] = interpreter.nativeValue("UnitPoint", UnitPointPayload(point: point))
        }
        for axis in ["x", "y"] {
            type.computedProperties[axis] = ComputedProperty(getter: .native(axis) { _, selfValue, _ in
                guard case let .native(native) = selfValue, let point = native.payload as? UnitPointPayload else { return .cgFloat(0) }
                return .cgFloat(axis == "x" ? point.point.x : point.point.y)
            })
        }
    }
}

/// A `UnitPoint` value: a point in a view's unit square (0,0 top-leading, 1,1 bottom-trailing).
struct UnitPointPayload {
    var point: Point
}
