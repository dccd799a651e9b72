import LayoutEngine
import SwiftInterpreter

/// The values a user `Layout` works with: `CGSize`, `CGPoint`, `CGRect`, `ProposedViewSize`,
/// and (`LayoutSubviewValues.swift`) `LayoutSubview` — a `Subviews` collection is an array of them.
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
            // Made of another file's number (`CGSize(width: Theme.icon, height: Theme.icon)`), the
            // size is as unknown as that number: its users assume what they assume of it.
            if let unseen = arguments.first(where: { self.interpreter.isUnseen($0.value) }) { return unseen.value }
            return self.interpreter.nativeValue("CGSize", Size(width: try self.coreGraphicsNumber(arguments[0].value, "width"),
                                                        height: try self.coreGraphicsNumber(arguments[1].value, "height")))
        })
        size.staticValues["zero"] = interpreter.nativeValue("CGSize", Size.zero)
        // `CGSize()` and `CGPoint()`: all zeros, as every Core Graphics struct's `init()` (Apple
        // docs, `CGSize.init()`: "a size structure with a zero width and height").
        size.initializers.append(.native("init", labels: []) { [unowned self] _, _, _ in self.interpreter.nativeValue("CGSize", Size.zero) })
        property(size, "width") { .cgFloat(payload($0, Size.self)?.width ?? 0) }
        property(size, "height") { .cgFloat(payload($0, Size.self)?.height ?? 0) }

        let point = interpreter.registerNativeType("CGPoint")
        point.initializers.append(.native("init", labels: ["x", "y"]) { [unowned self] _, _, arguments in
            if let unseen = arguments.first(where: { self.interpreter.isUnseen($0.value) }) { return unseen.value }
            return self.interpreter.nativeValue("CGPoint", Point(x: try self.coreGraphicsNumber(arguments[0].value, "x"), y: try self.coreGraphicsNumber(arguments[1].value, "y")))
        })
        point.staticValues["zero"] = interpreter.nativeValue("CGPoint", Point.zero)
        point.initializers.append(.native("init", labels: []) { [unowned self] _, _, _ in self.interpreter.nativeValue("CGPoint", Point.zero) })
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
                return self.interpreter.nativeValue("ProposedViewSize", ProposedSize(try self.laidOutSize(given, "size")))
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
                // The parameter is a `CGSize`: an implicit member is CGSize's — `.zero`, or a
                // static the program declares in an extension (`static var infinity: Self`).
                let size = try self.interpreter.coerce(given, to: .named("CGSize"))
                guard let size = payload(size, Size.self) else { throw self.mismatch(given, expected: "CGSize") }
                fallback = size
            }
            return self.interpreter.nativeValue("CGSize", Size(width: proposal.width ?? fallback.width, height: proposal.height ?? fallback.height))
        })
        registerLayoutSubview()
        registerViewSpacing()
        registerRectExtras(rect)
        registerRectUnion(rect)
        registerAffineTransforms()
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
            // `origin: .zero`: the parameter's type resolves the implicit member.
            let origin = try named["origin"].map { try self.interpreter.coerce($0, to: .named("CGPoint")) }
            let size = try named["size"].map { try self.interpreter.coerce($0, to: .named("CGSize")) }
            if let origin = payload(origin, Point.self), let size = payload(size, Size.self) {
                return self.interpreter.nativeValue("CGRect", Rect(origin: origin, size: size))
            }
            try named.check(allowed: ["x", "y", "width", "height"], unlabelledCount: 0, in: self)
            func value(_ name: String) throws -> Double { try named[name].map { try self.coreGraphicsNumber($0, name) } ?? 0 }
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
}
