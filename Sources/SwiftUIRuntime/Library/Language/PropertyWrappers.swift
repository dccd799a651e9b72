import LayoutEngine
import SwiftInterpreter

/// SwiftUI's property wrappers as a preview sees them: every one holds its initial value, since
/// no action ever runs. `@State var on = false` reads `false`; `$on` is a `Binding` to the same
/// storage; `@Environment(\.colorScheme)` reads the environment where the view is resolved;
/// `@EnvironmentObject` reads the object set with `.environmentObject(_:)` above the view.
extension SwiftUIRuntime {
    func registerPropertyWrappers() {
        let holding = PropertyWrapperBehaviour(
            makeStorage: { interpreter, initial, arguments in
                // `@AppStorage("key") var x = 3`: the default; `@StateObject var m = Model()`: the object.
                let box = BindingPayload.Box(initial ?? arguments.first { $0.label == "wrappedValue" }?.value ?? .nil)
                return interpreter.nativeValue("Binding", BindingPayload(box: box))
            },
            wrappedValue: { _, storage in try BindingPayload.read(storage) },
            setWrappedValue: { _, storage, newValue in try BindingPayload.write(&storage, newValue) },
            projectedValue: { _, storage in storage })
        for name in ["State", "StateObject", "ObservedObject", "AppStorage", "SceneStorage", "FocusState", "GestureState",
                     "Published", "Bindable", "Namespace", "AccessibilityFocusState"] {
            interpreter.propertyWrappers[name] = holding
        }
        // `@Namespace private var space`: a new identity for each namespace made, equal only to
        // itself (Apple docs, "Namespace": "a dynamic property type that allows access to a
        // namespace defined by the persistent identity of the object containing the property"),
        // so `.coordinateSpace(name: space)` and `.named(space)` name the same space.
        var namespace = holding
        let namespaceCount = NamespaceCount()
        namespace.makeStorage = { interpreter, _, _ in
            namespaceCount.made += 1
            let id = interpreter.nativeValue("Namespace.ID", NamespaceIdentity(serial: namespaceCount.made))
            return interpreter.nativeValue("Binding", BindingPayload(box: BindingPayload.Box(id)))
        }
        interpreter.propertyWrappers["Namespace"] = namespace
        // `Namespace()` made directly (`RecoveryView(animation: Namespace().wrappedValue)` in a
        // preview; `init()` and `wrappedValue: Namespace.ID` are public, Apple docs "Namespace"):
        // the same storage, a new identity each time it is made.
        let namespaceType = interpreter.type(named: "Namespace") ?? interpreter.registerNativeType("Namespace")
        let makeNamespace = namespace.makeStorage
        namespaceType.initializers.append(.native("init", labels: []) { interpreter, _, arguments in
            try makeNamespace(interpreter, nil, arguments)
        })
        // `@ScaledMetric(relativeTo: .title) var size = 40`: the value scaled with the text style at
        // the Dynamic Type size in effect (`ScaledMetricRule`); `.body` when no style is named.
        var scaled = holding
        scaled.makeStorage = { [unowned self] interpreter, initial, arguments in
            let value = self.scaledMetric(initial ?? arguments.first { $0.label == "wrappedValue" }?.value ?? .nil,
                                          relativeTo: arguments.first { $0.label == "relativeTo" }?.value)
            return interpreter.nativeValue("Binding", BindingPayload(box: BindingPayload.Box(value)))
        }
        interpreter.propertyWrappers["ScaledMetric"] = scaled
        // `_size = ScaledMetric(wrappedValue: 24, relativeTo: .body)` in an `init`: the same
        // scaled storage, made directly.
        let scaledType = interpreter.type(named: "ScaledMetric") ?? interpreter.registerNativeType("ScaledMetric")
        let makeScaled = scaled.makeStorage
        scaledType.initializers.append(.native("init", labels: nil) { interpreter, _, arguments in
            try makeScaled(interpreter, nil, arguments)
        })
        // `@Published var query = ""`: `$query` is its publisher (Apple docs, "Published": it
        // publishes the current value to a new subscriber and each new value as it is set).
        var published = holding
        published.setWrappedValue = { [unowned self] _, storage, newValue in
            try BindingPayload.write(&storage, newValue)
            if let binding = storage.nativePayload(BindingPayload.self) { try self.publishedDidChange(binding.box) }
        }
        published.projectedValue = { [unowned self] _, storage in
            guard let binding = storage.nativePayload(BindingPayload.self) else { return storage }
            return self.publisher(PublisherChain(source: .published(binding.box)))
        }
        interpreter.propertyWrappers["Published"] = published
        // `@FocusState var isFocused: Bool`: `FocusState<Bool>()` starts false (an optional one nil).
        // Without a type (`@FocusState private var isFocused`) Swift infers the wrapper from its one
        // `init()` whose value type is concrete, `init() where Value == Bool` (Apple, `FocusState`;
        // swiftc infers `Bool` for a wrapper with that pair of `init()`s).
        var focus = holding
        focus.initialValueWhenNoneGiven = { hint in hint == nil || hint == .named("Bool") ? .bool(false) : nil }
        // `Field(isFocused: _cityFocused)`: `FocusState` has no `init(wrappedValue:)`, so a memberwise
        // initializer takes the wrapper itself (SE-0258, "Memberwise initializers": the parameter
        // is of the backing storage type when the wrapper cannot be made from a wrapped value;
        // swiftc 6.3 checked with a wrapper declaring only `init()`): the storage passed is the
        // property's storage, shared with the caller's, never a wrapped value holding it.
        focus.makeStorage = { interpreter, initial, arguments in
            if case let .native(native)? = initial, native.payload is BindingPayload, let initial { return initial }
            return try holding.makeStorage(interpreter, initial, arguments)
        }
        for name in ["FocusState", "AccessibilityFocusState"] { interpreter.propertyWrappers[name] = focus }
        // `@FetchRequest` and `@SectionedFetchRequest` read the environment's managed object
        // context (`CoreData/FetchRequestWrapper.swift`, `SectionedFetchRequestWrapper.swift`).
        // `@Binding var on: Bool` is given a `Binding` (`$flag`, `.constant(true)`) by its caller.
        interpreter.propertyWrappers["Binding"] = PropertyWrapperBehaviour(
            makeStorage: { interpreter, initial, _ in
                if case let .native(native)? = initial, native.payload is BindingPayload { return initial ?? .nil }
                return interpreter.nativeValue("Binding", BindingPayload(box: BindingPayload.Box(initial ?? .nil)))
            },
            wrappedValue: { _, storage in try BindingPayload.read(storage) },
            setWrappedValue: { _, storage, newValue in try BindingPayload.write(&storage, newValue) },
            projectedValue: { _, storage in storage })
        interpreter.propertyWrappers["Environment"] = PropertyWrapperBehaviour(
            makeStorage: { interpreter, _, arguments in
                let key: String
                switch arguments.first?.value {
                case let .keyPath(path)?:
                    key = path.components.compactMap { if case let .member(name) = $0 { name } else { nil } }.joined(separator: ".")
                case let .metatype(type)?:
                    // `@Environment(Model.self)`: an `@Observable` object set with `.environment(model)`.
                    key = "object:" + type.name
                case let value? where Self.undefinedName(value) != nil:
                    // `@Environment(Model.self)` with `Model` defined in another file of the app.
                    key = "object:" + Self.undefinedName(value)!.root
                default:
                    key = ""
                }
                return interpreter.nativeValue("Environment", EnvironmentRead(key: key))
            },
            wrappedValue: { [unowned self] _, storage in
                guard case let .native(native) = storage, let read = native.payload as? EnvironmentRead else { return storage }
                return try self.environmentValue(read.key)
            })
        // `Environment(keyPath)` written as a value (a custom property wrapper's `var settings:
        // Environment<T>` set in its `init`): the same read as the attribute `@Environment(keyPath)`,
        // its `wrappedValue` the environment's value (Apple docs, "Environment": `init(_ keyPath:)`,
        // `var wrappedValue: Value`).
        let environment = interpreter.registerNativeType("Environment")
        environment.initializers.append(.native("init", labels: [nil]) { interpreter, _, arguments in
            try interpreter.propertyWrappers["Environment"]!.makeStorage(interpreter, nil, arguments)
        })
        environment.computedProperties["wrappedValue"] = ComputedProperty(getter: .native("wrappedValue") { [unowned self] _, selfValue, _ in
            guard case let .native(native) = selfValue, let read = native.payload as? EnvironmentRead else { return selfValue }
            return try self.environmentValue(read.key)
        })
        let environmentObject: (Interpreter, Value) throws -> Value = { [unowned self] _, storage in
            guard case let .native(native) = storage, let read = native.payload as? EnvironmentObjectRead else { return storage }
            // The object is kept under its type's name; the property may name that type through a
            // `typealias` (`@EnvironmentObject var box: NumbersBox` for `Box<Int>`), the same type.
            guard let object = self.environment.objects[read.typeName]
                    ?? self.interpreter.type(named: read.typeName).flatMap({ self.environment.objects[$0.name] }) else {
                // A model of another file of the app: its preview sets it there; here it is opaque.
                if self.interpreter.type(named: read.typeName) == nil { return self.undefinedValue(read.typeName) }
                if let standIn = self.environmentObjectStandIn(read.typeName) { return standIn }
                throw self.failure("no ObservableObject of type \(read.typeName) found; a View.environmentObject(_:) for "
                                   + "\(read.typeName) may be missing as an ancestor of this view"
                                   + (self.standInFailure.map { "; LayoutLens could not make a stand-in (\($0))" } ?? ""), kind: .trap)
            }
            return object
        }
        interpreter.propertyWrappers["EnvironmentObject"] = PropertyWrapperBehaviour(
            makeStorage: { interpreter, _, _ in interpreter.nativeValue("EnvironmentObject", EnvironmentObjectRead(typeName: "")) },
            wrappedValue: environmentObject,
            // `$model.flag`: SwiftUI's wrapper (`EnvironmentObject.Wrapper`) makes bindings to the
            // object's members (Apple docs, "EnvironmentObject.projectedValue"), as `@ObservedObject`'s
            // `$model.flag` does: a binding holding the object, whose members are bindings. Another
            // file's object stays opaque.
            projectedValue: { [unowned self] interpreter, storage in
                let object = try environmentObject(interpreter, storage)
                if case let .native(native) = object, native.type.native?.standsForUnseenNames == true { return object }
                return self.binding(object)
            })
    }

    /// `@Environment(\.key)`: the value set above, else the iOS preview default.
    func environmentValue(_ key: String) throws -> Value {
        if key.hasPrefix("object:") {
            let typeName = String(key.dropFirst("object:".count))
            if let object = environment.objects[typeName] { return object }
            if interpreter.type(named: typeName) == nil { return undefinedValue(typeName) }
            if let standIn = environmentObjectStandIn(typeName) { return standIn }
            throw failure("no Observable object of type \(typeName) found in the environment"
                          + (standInFailure.map { "; LayoutLens could not make a stand-in (\($0))" } ?? ""), kind: .trap)
        }
        if let value = environment.values[key] { return value }
        if let value = try userEnvironmentDefault(key) { return value }
        if let value = defaultEnvironmentValue(key) { return value }
        if key == "modelContext" { return schemalessModelContext() }
        if key == "managedObjectContext" { return defaultManagedObjectContext() }
        // `@Environment(\.theme.image)`: a key path goes on from the environment value
        // (`theme`) through its members (Apple docs, `Environment.init(_:)` takes any
        // `KeyPath<EnvironmentValues, Value>`), so the value is `theme`'s `image`.
        if let dot = key.firstIndex(of: "."), key[..<dot] != "object:" {
            let first = String(key[..<dot])
            if environment.values[first] != nil || interpreter.type(named: "EnvironmentValues")?.computedProperties[first] != nil
                || interpreter.type(named: "EnvironmentValues")?.slot(of: first) != nil {
                var value = try environmentValue(first)
                for member in key[key.index(after: dot)...].split(separator: ".") {
                    value = try interpreter.member(of: value, named: String(member))
                }
                return value
            }
        }
        // A data store's context (`managedObjectContext`), or a key another file
        // of the app declares in its `extension EnvironmentValues`: opaque.
        if ["modelContext", "managedObjectContext", "undoManager", "openURL", "calendar", "locale", "timeZone"].contains(key)
            || interpreter.type(named: "EnvironmentValues")?.computedProperties[key] == nil && !key.isEmpty {
            return undefinedValue("EnvironmentValues." + key)
        }
        throw failure("'\(key)' is not an environment value LayoutLens knows; its default cannot be read", kind: .unsupported)
    }

    /// A user `extension EnvironmentValues { var name: T { self[Key.self] } }` reads its key's
    /// `defaultValue`; `@Entry var name: T = value` (Xcode 16's macro, which declares the key
    /// with that value as its default; Apple, SwiftUI, `Entry()`) reads `value`.
    func userEnvironmentDefault(_ key: String) throws -> Value? {
        guard let values = interpreter.type(named: "EnvironmentValues") else { return nil }
        if let slot = values.slot(of: key), let initial = values.storedProperties[slot].initialValue {
            return try initial(interpreter)
        }
        guard values.computedProperties[key] != nil else { return nil }
        let environment = interpreter.nativeValue("EnvironmentValues", EnvironmentValuesPayload())
        return try interpreter.member(of: environment, named: key)
    }
}

/// The storage behind `@State` and friends, shared with every `Binding` made from it.
struct BindingPayload {
    final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    var box: Box

    func get() -> Value { box.value }

    static func read(_ storage: Value) throws -> Value {
        // `isExpanded: .constant(true)` given to a built-in view: no contextual type made it a
        // `Binding`, but it is `Binding.constant(true)`, whose value is its argument.
        if case let .unresolvedMember(member) = storage, member.name == "constant", let arguments = member.arguments,
           arguments.count == 1, arguments[0].label == nil {
            return arguments[0].value
        }
        guard case let .native(native) = storage, let binding = native.payload as? BindingPayload else { return storage }
        return binding.box.value
    }

    static func write(_ storage: inout Value, _ newValue: Value) throws {
        guard case let .native(native) = storage, let binding = native.payload as? BindingPayload else {
            storage = newValue
            return
        }
        binding.box.value = newValue
    }
}

/// The storage of an `@Environment(\.key)` property.
struct EnvironmentRead {
    var key: String
}

/// `EnvironmentValues` as user code sees it inside `extension EnvironmentValues`: subscripting by
/// an `EnvironmentKey` type gives the key's `defaultValue`.
struct EnvironmentValuesPayload {
    /// Made with `EnvironmentValues()`: SwiftUI's keys read their defaults, not the environment
    /// in effect.
    var holdsDefaults = false
}

extension SwiftUIRuntime {
    /// `value` scaled with the text style `relativeTo` names (`.body` when none) at the Dynamic Type
    /// size in effect where the view is made (`.dynamicTypeSize(_:)` above it, else the canvas's),
    /// by `ScaledMetricRule`; an integer metric stays an integer.
    func scaledMetric(_ value: Value, relativeTo styleValue: Value?) -> Value {
        var style = TextStyle.body
        if case let .unresolvedMember(member)? = styleValue, let named = TextStyle(rawValue: member.name) { style = named }
        let size = environment.values["dynamicTypeSize"].flatMap { try? dynamicTypeSize($0) } ?? settings.dynamicTypeSize
        switch value {
        case let .double(number): return .double(ScaledMetricRule.scaled(number, relativeTo: style, at: size))
        case let .cgFloat(number): return .cgFloat(ScaledMetricRule.scaled(number, relativeTo: style, at: size))
        case let .int(number):
            // A result no `Int` holds keeps the value as written.
            guard let rounded = Int(exactly: ScaledMetricRule.scaled(Double(number), relativeTo: style, at: size).rounded()) else { return value }
            return .int(rounded)
        default: return value
        }
    }
}

/// A `@Namespace`'s identity: the how-manieth namespace the runtime made.
struct NamespaceIdentity: Hashable, CustomStringConvertible {
    var serial: Int
    var description: String { "Namespace.ID(\(serial))" }
}

/// How many namespaces a runtime has made, counted in the order its code makes them.
final class NamespaceCount {
    var made = 0
}
