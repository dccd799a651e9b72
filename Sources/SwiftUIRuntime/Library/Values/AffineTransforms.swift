#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine
import SwiftInterpreter

/// `CGAffineTransform` as layouts use it (Apple's radial layout sample turns a point about the
/// centre with `CGPoint(…).applying(CGAffineTransform(rotationAngle:))`), and the settable
/// members of `CGPoint`, `CGSize` and `CGRect` (`point.x += bounds.midX`).
///
/// The matrix is Core Graphics': `[a b 0; c d 0; tx ty 1]`, a point maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`; `rotationAngle` θ is `[cos θ, sin θ, −sin θ, cos θ]`;
/// `t1.concatenating(t2)` applies `t1` then `t2`; `rotated(by:)`, `scaledBy`, `translatedBy`
/// apply the new step first (Apple's documentation of each).
struct AffineTransform: Sendable, Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    /// `self` then `other`.
    func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                        c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                        tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    func apply(_ point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    static func rotation(_ angle: Double) -> AffineTransform {
        AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle))
    }
}

extension SwiftUIRuntime {
    func registerAffineTransforms() {
        guard interpreter.type(named: "CGAffineTransform") == nil else { return }
        func payload<T>(_ value: Value?, _: T.Type) -> T? {
            if case let .native(native)? = value { return native.payload as? T }
            return nil
        }
        let transformType = interpreter.registerNativeType("CGAffineTransform")
        // Local functions the natives below call capture the runtime unowned, as the natives do:
        // a strong capture would keep every file's runtime and interpreter alive (a cycle through its types).
        unowned let runtime = self
        func wrap(_ transform: AffineTransform) -> Value { runtime.interpreter.nativeValue("CGAffineTransform", transform) }
        transformType.staticValues["identity"] = wrap(AffineTransform())
        transformType.initializers.append(.native("init", labels: nil) { [unowned self] _, _, arguments in
            let named = NativeArguments("CGAffineTransform", arguments)
            func number(_ name: String) throws -> Double { try named[name].map { try self.number($0, name) } ?? 0 }
            if named["rotationAngle"] != nil { return wrap(.rotation(try number("rotationAngle"))) }
            if named["translationX"] != nil {
                return wrap(AffineTransform(tx: try number("translationX"), ty: try number("y")))
            }
            if named["scaleX"] != nil { return wrap(AffineTransform(a: try number("scaleX"), d: try number("y"))) }
            if named["a"] != nil {
                return wrap(AffineTransform(a: try number("a"), b: try number("b"), c: try number("c"), d: try number("d"),
                                            tx: try number("tx"), ty: try number("ty")))
            }
            guard arguments.isEmpty else {
                throw self.failure("no exact matches in call to initializer of 'CGAffineTransform'")
            }
            return wrap(AffineTransform())
        })
        func method(_ name: String, _ body: @escaping (AffineTransform, NativeArguments) throws -> AffineTransform) {
            transformType.addMethod(name, .native(name, labels: nil) { _, selfValue, arguments in
                wrap(try body(payload(selfValue, AffineTransform.self) ?? AffineTransform(), NativeArguments(name, arguments)))
            })
        }
        method("concatenating") { base, arguments in base.concatenating(payload(arguments.unlabelled.first, AffineTransform.self) ?? AffineTransform()) }
        method("rotated") { [unowned self] base, arguments in
            AffineTransform.rotation(try self.number(arguments["by"] ?? .double(0), "by")).concatenating(base)
        }
        method("translatedBy") { [unowned self] base, arguments in
            AffineTransform(tx: try self.number(arguments["x"] ?? .double(0), "x"), ty: try self.number(arguments["y"] ?? .double(0), "y"))
                .concatenating(base)
        }
        method("scaledBy") { [unowned self] base, arguments in
            AffineTransform(a: try self.number(arguments["x"] ?? .double(1), "x"), d: try self.number(arguments["y"] ?? .double(1), "y"))
                .concatenating(base)
        }

        // `applying(_:)` on points, sizes (no translation) and rectangles (the bounding box).
        let apply = { (arguments: [CallArgument]) -> (Point) -> Point in
            (payload(arguments.first?.value, AffineTransform.self) ?? AffineTransform()).apply
        }
        interpreter.type(named: "CGPoint")?.addMethod("applying", .native("applying", labels: nil) { [unowned self] _, selfValue, arguments in
            self.interpreter.nativeValue("CGPoint", apply(arguments)(payload(selfValue, Point.self) ?? .zero))
        })
        interpreter.type(named: "CGSize")?.addMethod("applying", .native("applying", labels: nil) { [unowned self] _, selfValue, arguments in
            let size = payload(selfValue, Size.self) ?? .zero
            let map = apply(arguments), origin = map(.zero), corner = map(Point(x: size.width, y: size.height))
            return self.interpreter.nativeValue("CGSize", Size(width: corner.x - origin.x, height: corner.y - origin.y))
        })
        interpreter.type(named: "CGRect")?.addMethod("applying", .native("applying", labels: nil) { [unowned self] _, selfValue, arguments in
            let rect = payload(selfValue, Rect.self) ?? Rect(origin: .zero, size: .zero)
            let map = apply(arguments)
            let corners = [rect.origin, Point(x: rect.maxX, y: rect.origin.y), Point(x: rect.origin.x, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(map)
            let minX = corners.map(\.x).min() ?? 0, minY = corners.map(\.y).min() ?? 0
            return self.interpreter.nativeValue("CGRect", Rect(x: minX, y: minY, width: (corners.map(\.x).max() ?? 0) - minX,
                                                                height: (corners.map(\.y).max() ?? 0) - minY))
        })
        registerGeometrySetters()
    }

    /// `var point = …; point.x += 1`: the stored members of Core Graphics' value types are `var`s.
    private func registerGeometrySetters() {
        func settable<T>(_ typeName: String, _ name: String, _: T.Type, _ change: @escaping (inout T, Value, SwiftUIRuntime) throws -> Void) {
            guard let type = interpreter.type(named: typeName), let getter = type.computedProperties[name]?.getter else { return }
            let setter = Function.native(name, mutating: true) { [unowned self] _, selfValue, arguments in
                guard case let .native(native) = selfValue, var value = native.payload as? T else { return .void }
                try change(&value, arguments.first?.value ?? .void, self)
                selfValue = self.interpreter.nativeValue(typeName, value)
                return .void
            }
            type.computedProperties[name] = ComputedProperty(getter: getter, setter: setter)
        }
        settable("CGPoint", "x", Point.self) { $0.x = try $2.coreGraphicsNumber($1, "x") }
        settable("CGPoint", "y", Point.self) { $0.y = try $2.coreGraphicsNumber($1, "y") }
        settable("CGSize", "width", Size.self) { $0.width = try $2.coreGraphicsNumber($1, "width") }
        settable("CGSize", "height", Size.self) { $0.height = try $2.coreGraphicsNumber($1, "height") }
        settable("CGRect", "origin", Rect.self) { rect, value, _ in
            if case let .native(native) = value, let point = native.payload as? Point { rect.origin = point }
        }
        settable("CGRect", "size", Rect.self) { rect, value, _ in
            if case let .native(native) = value, let size = native.payload as? Size { rect.size = size }
        }
    }
}
