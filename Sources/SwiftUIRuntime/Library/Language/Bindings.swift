import SwiftInterpreter

/// `Binding` as user code handles it, and `EnvironmentValues` as a user extension reads it.
///
/// In a preview no action runs, so a binding only ever *reads*: `$items[i]` and `$model.name` are
/// bindings to what the element or property holds now, `.constant(3)` holds 3, and
/// `Binding(get:set:)` holds what its getter returns when the view is made.
extension SwiftUIRuntime {
    func registerBindings() {
        let type = interpreter.registerNativeType("Binding")
        type.native = NativeTypeDescriptor(member: { [unowned self] interpreter, value, name in
            // `$model.name`, `$settings.volume`: a binding to the member of the bound value.
            let bound = try BindingPayload.read(value)
            // `$items.indices`, `$items.count`: a binding to an array is a collection of bindings
            // (`BindingCollection.swift`); `elements` is what `for $item in $items` iterates.
            if case let .array(elements) = bound {
                let bindings = Value.array(elements.map(self.binding))
                return name == "elements" ? bindings : try interpreter.member(of: bindings, named: name)
            }
            // `Binding.constant(.default)` for another file's type (Apple's tutorial previews):
            // the implicit member was never typed, so what its members hold is unknown.
            if case let .unresolvedMember(member) = bound, member.arguments == nil {
                return self.binding(self.undefinedValue("." + member.name + "." + name))
            }
            return self.binding(try interpreter.member(of: bound, named: name))
        })
        type.native?.dynamicMembersAreCallable = false
        registerBindingCollectionMethods(on: type)
        // `source.wrappedValue = value`: a binding's setter is `nonmutating` (Apple docs,
        // "Binding.wrappedValue": `nonmutating set`), so it writes through even a `let` binding.
        type.computedProperties["wrappedValue"] = ComputedProperty(getter: .native("wrappedValue") { _, selfValue, _ in
            try BindingPayload.read(selfValue)
        }, setter: .native("wrappedValue") { _, selfValue, arguments in
            try BindingPayload.write(&selfValue, arguments.first?.value ?? .nil)
            return .void
        })
        type.computedProperties["projectedValue"] = ComputedProperty(getter: .native("projectedValue") { _, selfValue, _ in selfValue })
        // `$isOn.animation()`, `.transaction(_:)`: the same binding; how a change animates does not
        // change a frame, and no change happens in a preview.
        for name in ["animation", "transaction"] {
            type.addMethod(name, .native(name, labels: nil) { _, selfValue, _ in selfValue })
        }
        type.addMethod("constant", .native("constant", labels: [nil]) { [unowned self] interpreter, _, arguments in
            // `.constant(.show)` under `Binding<Kind>`: the implicit member is `Kind.show`, the
            // binding's `Value` (Apple: `static func constant(_ value: Value) -> Binding<Value>`).
            var value = arguments.first?.value ?? .nil
            if case .unresolvedMember = value, let valueType = interpreter.writtenTypeArguments.first {
                value = try interpreter.coerce(value, to: valueType)
            }
            return self.binding(value)
        }, isStatic: true)
        type.addMethod("subscript", .native("subscript", labels: nil) { [unowned self] interpreter, selfValue, arguments in
            self.binding(try interpreter.subscriptGet(try BindingPayload.read(selfValue), arguments))
        })
        type.initializers.append(.native("init", labels: nil) { [unowned self] interpreter, _, arguments in
            let labelled = NativeArguments("Binding", arguments)
            // `Binding { value } set: { value = $0 }`: the first trailing closure is `get`
            // (SE-0286's forward scan matches an unlabelled trailing closure to the first
            // parameter that can take it).
            let getter = labelled["get"] ?? (labelled["set"] != nil ? labelled.unlabelled.first : nil)
            if case let .function(getter)? = getter {
                return self.binding(try interpreter.call(getter, []))
            }
            // `Binding(projectedValue:)`, `Binding($optional)`: the same storage.
            guard let other = labelled["projectedValue"] ?? labelled.unlabelled.first else {
                throw self.failure(.missingArgument("get", callee: "Binding.init"))
            }
            if case let .native(native) = other, native.payload is BindingPayload {
                let inner = try BindingPayload.read(other)
                if case .optional(nil) = inner { return .nil }
                return other
            }
            return self.binding(other)
        })
        registerEnvironmentValues()
        // `_count = State(initialValue: 5)` in an `init`, `_model = StateObject(wrappedValue: Model())`:
        // the wrapper's storage, made directly. `_isDismissed = AppStorage(wrappedValue: false,
        // "dismissed_\(key)")` (a key made in `init`) holds its default, as `@AppStorage` does in a
        // preview's fresh defaults (Apple, `AppStorage.init(wrappedValue:_:store:)`: the default
        // "if a value is not specified for the given key"); `SceneStorage` likewise.
        for name in ["State", "StateObject", "ObservedObject", "Published", "FocusState", "GestureState", "Bindable", "AppStorage",
                     "SceneStorage"] {
            let wrapper = interpreter.registerNativeType(name)
            wrapper.initializers.append(.native("init", labels: nil) { [unowned self] _, _, arguments in
                let labelled = NativeArguments(name, arguments)
                return self.binding(labelled["wrappedValue"] ?? labelled["initialValue"] ?? labelled.unlabelled.first ?? .nil)
            })
        }
    }

    /// The elements `ForEach` and `List` make rows of. A binding to a collection (`ForEach($items)
    /// { $item in … }`) gives a binding to each element, as SwiftUI's `Binding` conformance to
    /// `RandomAccessCollection` does.
    func dataElements(_ data: Value) throws -> [Value] {
        guard case let .native(native) = data, native.payload is BindingPayload else { return try interpreter.elements(of: data) }
        return try interpreter.elements(of: try BindingPayload.read(data)).map(binding)
    }

    /// A binding holding `value`.
    func binding(_ value: Value) -> Value {
        interpreter.nativeValue("Binding", BindingPayload(box: BindingPayload.Box(value)))
    }

    /// `extension EnvironmentValues { var theme: Theme { get { self[ThemeKey.self] } … } }`:
    /// subscripting by an `EnvironmentKey` type gives the key's `defaultValue`; a value set with
    /// `.environment(\.theme, …)` above the view is found by its key path before the getter runs.
    /// A value handed to user code (`ShapeStyle.resolve(in:)`) reads the environment in effect:
    /// `environment.colorScheme`, an `@Entry` of the app.
    private func registerEnvironmentValues() {
        let type = interpreter.registerNativeType("EnvironmentValues", descriptor: NativeTypeDescriptor(member: { [unowned self] _, value, name in
            if value.nativePayload(EnvironmentValuesPayload.self)?.holdsDefaults == true, let value = self.defaultEnvironmentValue(name) { return value }
            return try self.environmentValue(name)
        }))
        // `EnvironmentValues()` (Apple docs, `EnvironmentValues.init()`: "Creates an environment
        // values instance"): a fresh instance, each key at its default rather than what modifiers
        // above the view set; a user key reads its `defaultValue` through the subscript below.
        initializer("EnvironmentValues") { runtime, arguments in
            try arguments.check(allowed: [], unlabelledCount: 0, in: runtime)
            return runtime.interpreter.nativeValue("EnvironmentValues", EnvironmentValuesPayload(holdsDefaults: true))
        }
        type.addMethod("subscript", .native("subscript", labels: nil) { [unowned self] interpreter, _, arguments in
            guard case let .metatype(key)? = arguments.first?.value else {
                throw self.failure("EnvironmentValues is subscripted by an EnvironmentKey type")
            }
            return try interpreter.member(of: .metatype(key), named: "defaultValue")
        })
    }
}
