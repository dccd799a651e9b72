import LayoutEngine
import SwiftInterpreter

/// Layouts as values (iOS 16): `HStackLayout`, `VStackLayout`, `ZStackLayout` and `AnyLayout`,
/// called with content (`layout { … }`) to make a container; `LayoutProperties`; and custom
/// layout values (`LayoutValueKey`, `.layoutValue(key:value:)`, `subview[Key.self]`).
///
/// Apple: `HStackLayout` "behaves like an HStack, but conforms to the Layout protocol", and
/// `AnyLayout` is "a type-erased instance of the layout protocol" used to switch between layouts
/// while keeping the subviews' identity.
enum LayoutValuePayload {
    /// A built-in layout: the engine primitive it stands for and its name.
    case builtIn(any LayoutPrimitive, name: String)
    /// `AnyLayout` around a layout the file declares.
    case user(Value)
}

/// `LayoutProperties`: what a layout tells its subviews about itself.
struct LayoutPropertiesPayload {
    var stackOrientation: Axis?
}

/// `.layoutValue(key: K.self, value: v)`: attaches `v` for `K` to the view; layout passes through.
struct LayoutValueModifier: MarkerModifier, @unchecked Sendable {
    let key: String
    /// The interpreted value (read by user layouts on the interpreter's thread only).
    let value: Value

    var kind: String { "layoutValue" }
}

extension SwiftUIRuntime {
    func registerLayoutValues() {
        for name in ["HStackLayout", "VStackLayout", "ZStackLayout", "AnyLayout"] {
            interpreter.registerNativeType(name).conformances = ["Layout"]
        }
        for name in ["HStackLayout", "VStackLayout"] {
            initializer(name) { `self`, arguments in
                try arguments.check(allowed: ["alignment", "spacing"], unlabelledCount: 0, in: self)
                let spacing = try self.optionalNumber(arguments["spacing"], "spacing")
                let layout: StackLayout = name == "HStackLayout"
                    ? .hStack(alignment: try arguments["alignment"].map { try self.vertical($0) } ?? .center, spacing: spacing)
                    : .vStack(alignment: try arguments["alignment"].map { try self.horizontal($0) } ?? .center, spacing: spacing)
                return try self.madeOrCalled(self.interpreter.nativeValue(name, LayoutValuePayload.builtIn(layout, name: name)), arguments)
            }
        }
        initializer("ZStackLayout") { `self`, arguments in
            try arguments.check(allowed: ["alignment"], unlabelledCount: 0, in: self)
            let alignment = try arguments["alignment"].map { try self.alignment($0) } ?? .center
            return try self.madeOrCalled(self.interpreter.nativeValue("ZStackLayout", LayoutValuePayload.builtIn(ZStackLayout(alignment: alignment), name: "ZStackLayout")), arguments)
        }
        initializer("AnyLayout") { `self`, arguments in
            let given = arguments.all.count - (arguments.all.count == 2 && arguments.trailingClosure != nil ? 1 : 0)
            guard given == 1, let wrapped = arguments.unlabelled.first else {
                throw self.failure(.missingArgument(position: 1, callee: "AnyLayout"))
            }
            switch wrapped {
            case let .native(native) where native.payload is LayoutValuePayload:
                return try self.madeOrCalled(self.interpreter.nativeValue("AnyLayout", native.payload), arguments)
            case let .structValue(instance) where self.interpreter.conformances(of: instance.type).contains("Layout"):
                return try self.madeOrCalled(self.interpreter.nativeValue("AnyLayout", LayoutValuePayload.user(wrapped)), arguments)
            default:
                throw self.failure("argument type '\(self.interpreter.typeName(of: wrapped))' does not conform to expected type 'Layout'")
            }
        }
        registerLayoutProperties()
    }

    /// `VStackLayout(spacing: 0) { … }`: no initializer of the layout takes the trailing closure,
    /// so Swift applies it to the value made, whose `callAsFunction(_:)` gives the container view
    /// (SE-0253; checked with swiftc 6: `S(x: 1) { 5 }` calls `S(x: 1).callAsFunction { 5 }`).
    /// Without one, the layout value itself.
    private func madeOrCalled(_ layout: Value, _ arguments: NativeArguments) throws -> Value {
        guard let content = arguments.trailingClosure, arguments.all.last?.label == nil else { return layout }
        return try layoutView(layout, content: content, source: currentLocation)
    }

    private func registerLayoutProperties() {
        let type = interpreter.registerNativeType("LayoutProperties")
        type.initializers.append(.native("init", labels: nil) { [unowned self] _, _, _ in
            self.interpreter.nativeValue("LayoutProperties", LayoutPropertiesPayload())
        })
        let getter = Function.native("stackOrientation") { _, selfValue, _ in
            guard case let .native(native) = selfValue, let payload = native.payload as? LayoutPropertiesPayload,
                  let axis = payload.stackOrientation else { return .nil }
            return .some(.unresolvedMember(UnresolvedMember(name: axis == .horizontal ? "horizontal" : "vertical", arguments: nil)))
        }
        let setter = Function.native("stackOrientation", mutating: true) { [unowned self] _, selfValue, arguments in
            guard case let .native(native) = selfValue, var payload = native.payload as? LayoutPropertiesPayload else { return .void }
            var value = arguments.first?.value ?? .nil
            if case let .optional(wrapped) = value { value = wrapped ?? .nil }
            payload.stackOrientation = value.isNil ? nil : (try self.caseName(value, "Axis") == "horizontal" ? .horizontal : .vertical)
            selfValue = self.interpreter.nativeValue("LayoutProperties", payload)
            return .void
        }
        type.computedProperties["stackOrientation"] = ComputedProperty(getter: getter, setter: setter)
    }

    /// `.layoutValue(key: K.self, value: v)`, registered after the built-in modifiers.
    func registerLayoutValueModifier() {
        guard let view = interpreter.type(named: "View") else { return }
        let made = Function.native("layoutValue", labels: nil) { [unowned self] _, selfValue, arguments in
            let source = self.currentLocation
            let named = NativeArguments("layoutValue", arguments)
            try named.check(allowed: ["key", "value"], unlabelledCount: 0, in: self)
            guard case let .metatype(key)? = named["key"], let value = named["value"] else {
                throw self.failure("'layoutValue' needs a key type and a value: .layoutValue(key: MyKey.self, value: 1)")
            }
            let modifier = ModifierDescription(name: "layoutValue") { node, _ in
                ViewNode(LayoutValueModifier(key: key.qualifiedName, value: value), children: [node], label: "layoutValue", source: nil)
            }
            return self.view("ModifiedContent", .modified(base: selfValue, modifier: modifier), source: source)
        }
        let own = (view.addedMethods(named: "layoutValue") ?? []).filter { if case .interpreted = $0.body { true } else { false } }
        view.replaceMethods(named: "layoutValue", with: own.isEmpty ? [made] : own)
    }

    /// `subview[K.self]`: the value the view attached for `K`, else `K.defaultValue`.
    func layoutValue(_ key: TypeInfo, of subview: LayoutSubview) throws -> Value {
        if let attached = subview.wrappingPrimitives(of: LayoutValueModifier.self).first(where: { $0.key == key.qualifiedName }) {
            return attached.value
        }
        return try interpreter.staticMember("defaultValue", of: key)
    }
}
