import LayoutEngine
import SwiftInterpreter

/// The values a user `Layout` works with: `CGSize`, `CGPoint`, `CGRect`, `ProposedViewSize`
/// and `LayoutSubview` (a `Subviews` collection is an array of subviews).
extension SwiftUIRuntime {
    func registerGeometryTypes() {
        guard interpreter.type(named: "ProposedViewSize") == nil else { return }
        func property(_ type: TypeInfo, _ name: String, _ get: @escaping (Value) -> Value) {
            type.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in get(selfValue) })
        }
        func payload<T>(_ value: Value, _: T.Type) -> T? {
            if case let .native(native) = value { return native.payload as? T }
            return nil
        }
        let size = interpreter.registerNativeType("CGSize")
        size.initializers.append(.native("init", labels: ["width", "height"]) { [unowned self] _, _, arguments in
            self.interpreter.nativeValue("CGSize", Size(width: try self.number(arguments[0].value, "width", allowsInfinity: true),
                                                        height: try self.number(arguments[1].value, "height", allowsInfinity: true)))
        })
        size.staticValues["zero"] = interpreter.nativeValue("CGSize", Size.zero)
        property(size, "width") { .cgFloat(payload($0, Size.self)?.width ?? 0) }
        property(size, "height") { .cgFloat(payload($0, Size.self)?.height ?? 0) }

        let point = interpreter.registerNativeType("CGPoint")
        point.initializers.append(.native("init", labels: ["x", "y"]) { [unowned self] _, _, arguments in
            self.interpreter.nativeValue("CGPoint", Point(x: try self.number(arguments[0].value, "x"), y: try self.number(arguments[1].value, "y")))
        })
        point.staticValues["zero"] = interpreter.nativeValue("CGPoint", Point.zero)
        property(point, "x") { .cgFloat(payload($0, Point.self)?.x ?? 0) }
        property(point, "y") { .cgFloat(payload($0, Point.self)?.y ?? 0) }

        let rect = interpreter.registerNativeType("CGRect")
        let rectValues: [(String, (Rect) -> Double)] = [
            ("minX", { $0.origin.x }), ("midX", { $0.origin.x + $0.size.width / 2 }), ("maxX", { $0.origin.x + $0.size.width }),
            ("minY", { $0.origin.y }), ("midY", { $0.origin.y + $0.size.height / 2 }), ("maxY", { $0.origin.y + $0.size.height }),
            ("width", { $0.size.width }), ("height", { $0.size.height }),
        ]
        for (name, get) in rectValues { property(rect, name) { .cgFloat(payload($0, Rect.self).map(get) ?? 0) } }
        property(rect, "origin") { [unowned self] in self.interpreter.nativeValue("CGPoint", payload($0, Rect.self)?.origin ?? .zero) }
        property(rect, "size") { [unowned self] in self.interpreter.nativeValue("CGSize", payload($0, Rect.self)?.size ?? .zero) }

        let proposed = interpreter.registerNativeType("ProposedViewSize")
        proposed.initializers.append(.native("init", labels: nil) { [unowned self] _, _, arguments in
            if arguments.count == 1, let given = payload(arguments[0].value, Size.self) {
                return self.interpreter.nativeValue("ProposedViewSize", ProposedSize(given))
            }
            let named = NativeArguments("ProposedViewSize", arguments)
            try named.check(allowed: ["width", "height"], unlabelledCount: 0, in: self)
            func optional(_ value: Value?, _ name: String) throws -> Double? {
                guard let value else { return nil }
                if case .optional(nil) = value { return nil }
                if case let .optional(inner?) = value { return try self.number(inner, name, allowsInfinity: true) }
                return try self.number(value, name, allowsInfinity: true)
            }
            return self.interpreter.nativeValue("ProposedViewSize", ProposedSize(width: try optional(named["width"], "width"),
                                                                                 height: try optional(named["height"], "height")))
        })
        proposed.staticValues["zero"] = interpreter.nativeValue("ProposedViewSize", ProposedSize.zero)
        proposed.staticValues["unspecified"] = interpreter.nativeValue("ProposedViewSize", ProposedSize.unspecified)
        proposed.staticValues["infinity"] = interpreter.nativeValue("ProposedViewSize", ProposedSize(width: .infinity, height: .infinity))
        property(proposed, "width") { payload($0, ProposedSize.self)?.width.map { .some(.cgFloat($0)) } ?? .nil }
        property(proposed, "height") { payload($0, ProposedSize.self)?.height.map { .some(.cgFloat($0)) } ?? .nil }
        proposed.addMethod("replacingUnspecifiedDimensions", .native("replacingUnspecifiedDimensions", labels: nil) { [unowned self] _, selfValue, arguments in
            let proposal = payload(selfValue, ProposedSize.self) ?? .unspecified
            // SwiftUI's default replacement is 10 × 10 (`replacingUnspecifiedDimensions(by:)` documentation).
            var fallback = Size(width: 10, height: 10)
            if let given = arguments.first?.value {
                if case let .unresolvedMember(member) = given, member.name == "zero", member.arguments == nil {
                    fallback = .zero
                } else if let size = payload(given, Size.self) {
                    fallback = size
                } else {
                    throw self.failure("cannot convert value of type '\(self.interpreter.typeName(of: given))' to expected argument type 'CGSize'")
                }
            }
            return self.interpreter.nativeValue("CGSize", Size(width: proposal.width ?? fallback.width, height: proposal.height ?? fallback.height))
        })
        registerLayoutSubview()
        registerViewSpacing()
        registerRectExtras(rect)
    }

    /// `ViewSpacing`: `distance(to:along:)`, `init()`, `.zero`, `union(_:edges:)`, `formUnion(_:edges:)`.
    private func registerViewSpacing() {
        let type = interpreter.registerNativeType("ViewSpacing")
        func spacing(_ value: Value?) -> ViewSpacing? {
            if case let .native(native)? = value { return native.payload as? ViewSpacing }
            return nil
        }
        type.initializers.append(.native("init", labels: nil) { [unowned self] _, _, _ in
            self.interpreter.nativeValue("ViewSpacing", ViewSpacing.standard)
        })
        type.staticValues["zero"] = interpreter.nativeValue("ViewSpacing", ViewSpacing(top: .fixed(0), leading: .fixed(0), bottom: .fixed(0), trailing: .fixed(0)))
        type.addMethod("distance", .native("distance", labels: nil) { [unowned self] _, selfValue, arguments in
            let named = NativeArguments("distance", arguments)
            try named.check(allowed: ["to", "along"], unlabelledCount: 0, in: self)
            guard let mine = spacing(selfValue), let next = spacing(named["to"]) else {
                throw self.failure("missing argument for parameter 'to' in call to 'distance'")
            }
            let axis: Axis = try named["along"].map { try self.caseName($0, "Axis") } == "vertical" ? .vertical : .horizontal
            return .cgFloat(mine.distance(to: next, along: axis))
        })
        func union(_ selfValue: Value, _ arguments: [CallArgument]) throws -> ViewSpacing {
            let named = NativeArguments("union", arguments)
            guard let mine = spacing(selfValue), let other = spacing(named.unlabelled.first) else {
                throw self.failure("missing argument for parameter #1 in call to 'union'")
            }
            return mine.union(other, edges: try named["edges"].map { try self.edges($0) } ?? .all)
        }
        type.addMethod("union", .native("union", labels: nil) { [unowned self] _, selfValue, arguments in
            self.interpreter.nativeValue("ViewSpacing", try union(selfValue, arguments))
        })
        type.addMethod("formUnion", .native("formUnion", labels: nil, mutating: true) { [unowned self] _, selfValue, arguments in
            selfValue = self.interpreter.nativeValue("ViewSpacing", try union(selfValue, arguments))
            return .void
        })
    }

    /// `CGRect(origin:size:)`, `CGRect(x:y:width:height:)`, `.zero`, `insetBy(dx:dy:)`, `offsetBy(dx:dy:)`.
    private func registerRectExtras(_ rect: TypeInfo) {
        func payload<T>(_ value: Value?, _: T.Type) -> T? {
            if case let .native(native)? = value { return native.payload as? T }
            return nil
        }
        rect.staticValues["zero"] = interpreter.nativeValue("CGRect", Rect(origin: .zero, size: .zero))
        rect.initializers.append(.native("init", labels: nil) { [unowned self] _, _, arguments in
            let named = NativeArguments("CGRect", arguments)
            if let origin = payload(named["origin"], Point.self), let size = payload(named["size"], Size.self) {
                return self.interpreter.nativeValue("CGRect", Rect(origin: origin, size: size))
            }
            try named.check(allowed: ["x", "y", "width", "height"], unlabelledCount: 0, in: self)
            func value(_ name: String) throws -> Double { try named[name].map { try self.number($0, name) } ?? 0 }
            return self.interpreter.nativeValue("CGRect", Rect(x: try value("x"), y: try value("y"), width: try value("width"), height: try value("height")))
        })
        for name in ["insetBy", "offsetBy"] {
            rect.addMethod(name, .native(name, labels: nil) { [unowned self] _, selfValue, arguments in
                let named = NativeArguments(name, arguments)
                try named.check(allowed: ["dx", "dy"], unlabelledCount: 0, in: self)
                let base = payload(selfValue, Rect.self) ?? Rect(origin: .zero, size: .zero)
                let dx = try named["dx"].map { try self.number($0, "dx") } ?? 0
                let dy = try named["dy"].map { try self.number($0, "dy") } ?? 0
                let moved = name == "offsetBy"
                    ? Rect(x: base.origin.x + dx, y: base.origin.y + dy, width: base.size.width, height: base.size.height)
                    : Rect(x: base.origin.x + dx, y: base.origin.y + dy, width: max(base.size.width - 2 * dx, 0), height: max(base.size.height - 2 * dy, 0))
                return self.interpreter.nativeValue("CGRect", moved)
            })
        }
    }

    private func registerLayoutSubview() {
        let type = interpreter.registerNativeType("LayoutSubview")
        func subview(_ value: Value) -> SubviewPayload? {
            if case let .native(native) = value { return native.payload as? SubviewPayload }
            return nil
        }
        /// A `ProposedViewSize` argument: a value, or `.zero`/`.unspecified`/`.infinity` written
        /// as an implicit member (nothing else converts, as in Swift).
        func proposal(_ value: Value?) throws -> ProposedSize {
            switch value {
            case nil: return .unspecified
            case let .native(native)?:
                if let proposal = native.payload as? ProposedSize { return proposal }
            case let .unresolvedMember(member)? where member.arguments == nil:
                switch member.name {
                case "zero": return .zero
                case "unspecified": return .unspecified
                case "infinity": return ProposedSize(width: .infinity, height: .infinity)
                default: break
                }
            default: break
            }
            throw self.failure("cannot convert value of type '\(self.interpreter.typeName(of: value ?? .void))' to expected argument type 'ProposedViewSize'")
        }
        type.addMethod("sizeThatFits", .native("sizeThatFits", labels: nil) { [unowned self] _, selfValue, arguments in
            guard let payload = subview(selfValue) else { return self.interpreter.nativeValue("CGSize", Size.zero) }
            // Recorded as the layout's own question, so `explain` tells it as a step.
            return self.interpreter.nativeValue("CGSize", payload.subview.sizeThatFits(try proposal(arguments.first?.value), reason: .layoutQuery))
        })
        type.addMethod("dimensions", .native("dimensions", labels: nil) { [unowned self] _, selfValue, arguments in
            guard let payload = subview(selfValue) else { return .void }
            return self.interpreter.nativeValue("ViewDimensions", DimensionsPayload(dimensions: payload.subview.dimensions(in: try proposal(arguments.first?.value), reason: .layoutQuery),
                                                                                     axis: .horizontal))
        })
        type.computedProperties["priority"] = ComputedProperty(getter: .native("priority") { _, selfValue, _ in
            .double(subview(selfValue)?.subview.priority ?? 0)
        })
        type.computedProperties["spacing"] = ComputedProperty(getter: .native("spacing") { [unowned self] _, selfValue, _ in
            self.interpreter.nativeValue("ViewSpacing", subview(selfValue)?.subview.spacing ?? .standard)
        })
        // `subview[MyKey.self]`: a custom layout value (`LayoutValueKey`).
        type.addMethod("subscript", .native("subscript", labels: nil) { [unowned self] _, selfValue, arguments in
            guard let payload = subview(selfValue), case let .metatype(key)? = arguments.first?.value else {
                throw self.failure("subscript of 'LayoutSubview' takes a 'LayoutValueKey' type: subview[MyKey.self]")
            }
            return try self.layoutValue(key, of: payload.subview)
        })
        type.addMethod("place", .native("place", labels: nil) { [unowned self] _, selfValue, arguments in
            guard let payload = subview(selfValue) else { return .void }
            let named = NativeArguments("place", arguments)
            try named.check(allowed: ["at", "anchor", "proposal"], unlabelledCount: 0, in: self)
            let point: Point
            switch named["at"] {
            case let .native(native)? where native.payload is Point: point = native.payload as! Point
            case let .unresolvedMember(member)? where member.name == "zero" && member.arguments == nil: point = .zero
            case nil: throw self.failure("missing argument for parameter 'at' in call to 'place'")
            case let other?: throw self.failure("cannot convert value of type '\(self.interpreter.typeName(of: other))' to expected argument type 'CGPoint'")
            }
            let offered = try proposal(named["proposal"])
            let size = payload.subview.sizeThatFits(offered)
            let anchor = try named["anchor"].map { try self.unitPoint($0) } ?? Point.zero
            let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
            payload.recorder?.placements[payload.index] = SubviewPlacement(origin: origin, proposal: offered)
            return .void
        })
    }

    /// A `UnitPoint` anchor: a named point (`.center`, `.topLeading`, …) or `UnitPoint(x:y:)`.
    func unitPoint(_ value: Value) throws -> Point {
        if case let .native(native) = value, let point = native.payload as? UnitPointPayload { return point.point }
        if case let .unresolvedMember(member) = value, member.arguments == nil, let point = Self.namedUnitPoints[member.name] {
            return point
        }
        throw failure("cannot convert value of type '\(interpreter.typeName(of: value))' to expected argument type 'UnitPoint'")
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
