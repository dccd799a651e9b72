import LayoutEngine
import SwiftInterpreter

/// `LayoutSubview` (a proxy of one subview, as SwiftUI hands it to a `Layout`) and `ViewSpacing`
/// (its spacing preferences), as native values whose methods ask the engine's pass.
extension SwiftUIRuntime {
    func registerLayoutSubview() {
        let type = interpreter.registerNativeType("LayoutSubview")
        // Local functions the natives below call capture the runtime unowned, as the natives do:
        // a strong capture would keep every file's runtime and interpreter alive (a cycle through its types).
        unowned let runtime = self
        func subview(_ value: Value) -> SubviewPayload? {
            if case let .native(native) = value { return native.payload as? SubviewPayload }
            return nil
        }
        /// A `ProposedViewSize` argument: a value, `.zero`/`.unspecified`/`.infinity` written as an
        /// implicit member, or `.init(width:height:)` (an implicit member naming the initializer
        /// of the parameter's type); nothing else converts, as in Swift.
        func proposal(_ value: Value?) throws -> ProposedSize {
            switch value {
            case nil: return .unspecified
            case let .native(native)?:
                if let proposal = native.payload as? ProposedSize { return proposal }
            case let .unresolvedMember(member)? where member.name == "init":
                guard let type = runtime.interpreter.type(named: "ProposedViewSize") else { break }
                return try proposal(runtime.interpreter.construct(type, member.arguments ?? []))
            case let .unresolvedMember(member)? where member.arguments == nil:
                switch member.name {
                case "zero": return .zero
                case "unspecified": return .unspecified
                case "infinity": return ProposedSize(width: .infinity, height: .infinity)
                default: break
                }
            default: break
            }
            throw runtime.mismatch(value ?? .void, expected: "ProposedViewSize")
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
            case let .native(native)? where native.payload is Point: point = try self.laidOutPoint(native.payload as! Point, "at")
            case let .unresolvedMember(member)? where member.name == "zero" && member.arguments == nil: point = .zero
            case nil: throw self.failure(.missingArgument("at", callee: "place"))
            case let other?: throw self.mismatch(other, expected: "CGPoint")
            }
            let offered = try proposal(named["proposal"])
            let size = payload.subview.sizeThatFits(offered)
            let anchor = try named["anchor"].map { try self.unitPoint($0) } ?? Point.zero
            let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
            payload.recorder?.placements[payload.index] = SubviewPlacement(origin: origin, proposal: offered)
            return .void
        })
    }

    /// `ViewSpacing`: `distance(to:along:)`, `init()`, `.zero`, `union(_:edges:)`, `formUnion(_:edges:)`.
    func registerViewSpacing() {
        let type = interpreter.registerNativeType("ViewSpacing")
        // Local functions the natives below call capture the runtime unowned, as the natives do:
        // a strong capture would keep every file's runtime and interpreter alive (a cycle through its types).
        unowned let runtime = self
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
                throw self.failure(.missingArgument("to", callee: "distance"))
            }
            let axis: Axis = try named["along"].map { try self.caseName($0, "Axis") } == "vertical" ? .vertical : .horizontal
            return .cgFloat(mine.distance(to: next, along: axis))
        })
        func union(_ selfValue: Value, _ arguments: [CallArgument]) throws -> ViewSpacing {
            let named = NativeArguments("union", arguments)
            guard let mine = spacing(selfValue), let other = spacing(named.unlabelled.first) else {
                throw runtime.failure(.missingArgument(position: 1, callee: "union"))
            }
            return mine.union(other, edges: try named["edges"].map { try runtime.edges($0) } ?? .all)
        }
        type.addMethod("union", .native("union", labels: nil) { [unowned self] _, selfValue, arguments in
            self.interpreter.nativeValue("ViewSpacing", try union(selfValue, arguments))
        })
        type.addMethod("formUnion", .native("formUnion", labels: nil, mutating: true) { [unowned self] _, selfValue, arguments in
            selfValue = self.interpreter.nativeValue("ViewSpacing", try union(selfValue, arguments))
            return .void
        })
    }
}
