import LayoutEngine
import SwiftInterpreter

/// UIKit's `UIBezierPath` and `UIRectCorner` as SwiftUI code uses them, most often in a shape that
/// rounds some corners: `Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners,
/// cornerRadii: CGSize(width: r, height: r)).cgPath)` (Apple docs, "UIBezierPath"):
/// - `init()`, `init(rect:)`, `init(ovalIn:)` (the ellipse inscribed in the rectangle),
///   `init(roundedRect:cornerRadius:)` and `init(roundedRect:byRoundingCorners:cornerRadii:)`:
///   radii "larger than half the rectangle's width or height are clamped appropriately to half
///   the width or height"; the corners are drawn as circular quarter curves with the radius
///   `cornerRadii.width` (UIKit draws its own corner curve, drawing only: unverified).
/// - `move(to:)`, `addLine(to:)`, `addQuadCurve(to:controlPoint:)`,
///   `addCurve(to:controlPoint1:controlPoint2:)`,
///   `addArc(withCenter:radius:startAngle:endAngle:clockwise:)` (UIKit's `clockwise` is clockwise
///   on screen, which a y-down path draws with increasing angle: SwiftUI's `clockwise: false`),
///   `close()`; `cgPath` and `bounds`.
/// - `UIRectCorner` (an option set: `topLeft`, `topRight`, `bottomLeft`, `bottomRight`,
///   `allCorners`), given as one member or an array of them.
/// A `UIBezierPath` is a class: its methods change the one path every reference holds.
/// `Path(_ path: CGPath)` (`PathValues.swift`) draws the outline its `cgPath` holds.
extension SwiftUIRuntime {
    /// `UIRectCorner`'s raw values (UIKit's `UIRectCornerTopLeft = 1 << 0` … `BottomRight = 1 << 3`).
    static let rectCornerBits: [String: Int] = ["topLeft": 1, "topRight": 2, "bottomLeft": 4, "bottomRight": 8, "allCorners": 15]

    func registerBezierPaths() {
        guard let corner = registerAppleType("UIRectCorner", descriptor: NativeTypeDescriptor(resolveImplicitMember: { interpreter, member in
            guard member.arguments == nil, let bits = Self.rectCornerBits[member.name] else { return nil }
            return interpreter.nativeValue("UIRectCorner", RectCorners(bits: bits))
        })) else { return }
        corner.conformances = ["Hashable", "Equatable"]
        corner.initializers.append(.native("init", labels: ["rawValue"]) { interpreter, _, arguments in
            guard case let .int(bits)? = arguments.first?.value else { return interpreter.nativeValue("UIRectCorner", RectCorners(bits: 0)) }
            return interpreter.nativeValue("UIRectCorner", RectCorners(bits: bits))
        })
        corner.computedProperties["rawValue"] = ComputedProperty(getter: .native("rawValue") { _, selfValue, _ in
            .int(selfValue.nativePayload(RectCorners.self)?.bits ?? 0)
        })
        guard let pathType = registerAppleType("UIBezierPath") else { return }
        pathType.native?.isReferenceType = true
        unowned let runtime = self
        func wrap(_ path: ShapePath) -> Value { runtime.interpreter.nativeValue("UIBezierPath", ReferencePayload(path)) }
        initializer("UIBezierPath") { runtime, arguments in
            var path = ShapePath()
            if let rect = arguments["rect"] {
                path.addRect(try runtime.rect(rect, "rect"))
            } else if let oval = arguments["ovalIn"] {
                path.addEllipse(in: try runtime.rect(oval, "ovalIn"))
            } else if let rounded = arguments["roundedRect"] {
                let rect = try runtime.rect(rounded, "roundedRect")
                let radius: Double
                var corners = 15
                if let given = arguments["cornerRadius"] {
                    radius = try runtime.number(given, "cornerRadius")
                } else {
                    let radii = try runtime.interpreter.coerce(arguments["cornerRadii"] ?? .void, to: .named("CGSize"))
                    guard let size = radii.nativePayload(Size.self) else { throw runtime.mismatch(radii, expected: "CGSize", parameter: "cornerRadii") }
                    radius = size.width
                    corners = try runtime.rectCorners(arguments["byRoundingCorners"])
                }
                func r(_ bit: Int) -> Double { corners & bit != 0 ? radius : 0 }
                path.addUnevenRoundedRect(in: rect, radii: CornerRadii(topLeading: r(1), bottomLeading: r(4), bottomTrailing: r(8), topTrailing: r(2)))
            }
            return wrap(path)
        }
        func mutating(_ name: String, _ change: @escaping PathChange) {
            pathType.addMethod(name, .native(name, labels: nil) { _, selfValue, arguments in
                guard let payload = selfValue.nativePayload(ReferencePayload<ShapePath>.self) else { return .void }
                try change(runtime, &payload.state, NativeArguments(name, arguments))
                return .void
            })
        }
        registerPathSegments(.uiBezierPath, mutating)
        mutating("addArc") { runtime, path, arguments in
            let clockwise = arguments["clockwise"].flatMap { if case let .bool(flag) = $0 { flag } else { nil } } ?? true
            path.addArc(center: try runtime.point(arguments["withCenter"], "withCenter"),
                        radius: try runtime.number(arguments["radius"] ?? .double(0), "radius"),
                        startAngle: try runtime.number(arguments["startAngle"] ?? .double(0), "startAngle"),
                        endAngle: try runtime.number(arguments["endAngle"] ?? .double(0), "endAngle"), clockwise: !clockwise)
        }
        mutating("close") { _, path, _ in path.closeSubpath() }
        pathType.computedProperties["cgPath"] = ComputedProperty(getter: .native("cgPath") { interpreter, selfValue, _ in
            interpreter.nativeValue("CGPath", selfValue.nativePayload(ReferencePayload<ShapePath>.self)?.state ?? ShapePath())
        })
        pathType.computedProperties["bounds"] = ComputedProperty(getter: .native("bounds") { interpreter, selfValue, _ in
            interpreter.nativeValue("CGRect", (selfValue.nativePayload(ReferencePayload<ShapePath>.self)?.state ?? ShapePath()).boundingRect)
        })
        _ = registerAppleType("CGPath")
    }

    /// The corner bits of a `UIRectCorner` argument: one member, a value, or an array of them.
    func rectCorners(_ value: Value?) throws -> Int {
        switch value {
        case nil: return 15
        case let .array(elements)?: return try elements.reduce(0) { $0 | (try rectCorners($1)) }
        case let .unresolvedMember(member)? where member.arguments == nil:
            guard let bits = Self.rectCornerBits[member.name] else { throw failure(.noMemberOnType(member.name, type: "UIRectCorner"), naming: member.name) }
            return bits
        case let value?:
            guard let corners = value.nativePayload(RectCorners.self) else { throw mismatch(value, expected: "UIRectCorner") }
            return corners.bits
        }
    }
}

/// A `UIRectCorner` value: its corner bits.
struct RectCorners: Hashable, Sendable {
    let bits: Int
}
