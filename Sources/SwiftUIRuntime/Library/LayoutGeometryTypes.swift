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
            let fallback = arguments.first.flatMap { payload($0.value, Size.self) } ?? Size(width: 10, height: 10)
            return self.interpreter.nativeValue("CGSize", Size(width: proposal.width ?? fallback.width, height: proposal.height ?? fallback.height))
        })
        registerLayoutSubview()
    }

    private func registerLayoutSubview() {
        let type = interpreter.registerNativeType("LayoutSubview")
        func subview(_ value: Value) -> SubviewPayload? {
            if case let .native(native) = value { return native.payload as? SubviewPayload }
            return nil
        }
        func proposal(_ value: Value?) -> ProposedSize {
            if case let .native(native)? = value, let proposal = native.payload as? ProposedSize { return proposal }
            return .unspecified
        }
        type.addMethod("sizeThatFits", .native("sizeThatFits", labels: nil) { [unowned self] _, selfValue, arguments in
            guard let payload = subview(selfValue) else { return self.interpreter.nativeValue("CGSize", Size.zero) }
            return self.interpreter.nativeValue("CGSize", payload.subview.sizeThatFits(proposal(arguments.first?.value)))
        })
        type.addMethod("dimensions", .native("dimensions", labels: nil) { [unowned self] _, selfValue, arguments in
            guard let payload = subview(selfValue) else { return .void }
            return self.interpreter.nativeValue("ViewDimensions", DimensionsPayload(dimensions: payload.subview.dimensions(in: proposal(arguments.first?.value)),
                                                                                     axis: .horizontal))
        })
        type.computedProperties["priority"] = ComputedProperty(getter: .native("priority") { _, selfValue, _ in
            .double(subview(selfValue)?.subview.priority ?? 0)
        })
        type.addMethod("place", .native("place", labels: nil) { [unowned self] _, selfValue, arguments in
            guard let payload = subview(selfValue) else { return .void }
            let named = NativeArguments("place", arguments)
            try named.check(allowed: ["at", "anchor", "proposal"], unlabelledCount: 0, in: self)
            guard case let .native(native)? = named["at"], let point = native.payload as? Point else {
                throw self.failure("missing argument for parameter 'at' in call to 'place'")
            }
            let offered = proposal(named["proposal"])
            let size = payload.subview.sizeThatFits(offered)
            let anchor = try named["anchor"].map { try self.unitPoint($0) } ?? Point.zero
            let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
            payload.recorder?.placements[payload.index] = SubviewPlacement(origin: origin, proposal: offered)
            return .void
        })
    }

    /// A `UnitPoint` anchor (`.center`, `.topLeading`, `UnitPoint(x:y:)` is not modelled).
    func unitPoint(_ value: Value) throws -> Point {
        if case let .unresolvedMember(member) = value {
            let table: [String: Point] = [
                "topLeading": Point(x: 0, y: 0), "top": Point(x: 0.5, y: 0), "topTrailing": Point(x: 1, y: 0),
                "leading": Point(x: 0, y: 0.5), "center": Point(x: 0.5, y: 0.5), "trailing": Point(x: 1, y: 0.5),
                "bottomLeading": Point(x: 0, y: 1), "bottom": Point(x: 0.5, y: 1), "bottomTrailing": Point(x: 1, y: 1),
                "zero": Point(x: 0, y: 0),
            ]
            if let point = table[member.name] { return point }
        }
        throw failure("cannot convert value of type '\(interpreter.typeName(of: value))' to expected argument type 'UnitPoint'")
    }
}
