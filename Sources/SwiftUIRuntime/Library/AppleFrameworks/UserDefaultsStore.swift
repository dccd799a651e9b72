import SwiftInterpreter

/// Foundation's `UserDefaults` as a preview process has it: the app's defaults start empty (a
/// fresh install), so a key never set reads as Apple documents for a missing key —
/// `object(forKey:)`, `string(forKey:)`, `data(forKey:)`, `array(forKey:)`,
/// `dictionary(forKey:)`, `stringArray(forKey:)` and `url(forKey:)` return nil,
/// `bool(forKey:)` false, `integer(forKey:)` 0, `double(forKey:)` and `float(forKey:)` 0 — unless
/// `register(defaults:)` gave it a value. `set(_:forKey:)` and `removeObject(forKey:)` change
/// the store the rest of the preview reads; `synchronize()` answers true. `UserDefaults.standard`
/// is one store per program; `UserDefaults(suiteName:)` makes another. Nothing touches the disk.
extension SwiftUIRuntime {
    /// The keys set, and the keys registered as fallbacks (`register(defaults:)`).
    struct DefaultsStore {
        var values = OrderedDictionary()
        var registered = OrderedDictionary()

        func value(_ key: Value) -> Value? { values[key] ?? registered[key] }
    }

    func registerUserDefaults() {
        registerKeyValueStore("UserDefaults", shared: "standard")?.staticValues["didChangeNotification"] =
            interpreter.nativeValue("Notification.Name", "NSUserDefaultsDidChangeNotification")
        // iCloud's key-value store (Apple docs, "NSUbiquitousKeyValueStore": `default`, the same
        // getters with `longLong(forKey:)` for integers, `set(_:forKey:)`, `removeObject(forKey:)`,
        // `synchronize()`): a preview's process is signed in to no iCloud account, so it starts
        // empty as a fresh install's defaults do, and keeps what the preview sets.
        if let cloud = registerKeyValueStore("NSUbiquitousKeyValueStore", shared: "default") {
            cloud.methods["longLong"] = cloud.methods["integer"]
            cloud.staticValues["didChangeExternallyNotification"] =
                interpreter.nativeValue("Notification.Name", "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
        }
    }

    /// A store with `UserDefaults`'s getters and setters, named `typeName`, whose one shared
    /// instance is the static `shared`.
    private func registerKeyValueStore(_ typeName: String, shared: String) -> TypeInfo? {
        guard let defaults = registerAppleType(typeName) else { return nil }
        typealias Store = ReferencePayload<DefaultsStore>
        // Made when first read in the interpreter reading it, so no two programs share a store.
        defaults.staticInitialisers[shared] = { interpreter in interpreter.nativeValue(typeName, Store(DefaultsStore())) }
        defaults.initializers.append(.native("init") { interpreter, _, arguments in
            let store = interpreter.nativeValue(typeName, Store(DefaultsStore()))
            // `init?(suiteName:)` is failable; `init()` is not.
            return arguments.contains { $0.label == "suiteName" } ? .some(store) : store
        })
        func key(_ arguments: [CallArgument]) -> Value? { arguments.first { $0.label == "forKey" }?.value ?? arguments.first?.value }
        func read(_ name: String, _ answer: @escaping (Value?) -> Value) {
            defaults.addMethod(name, .native(name) { _, selfValue, arguments in
                guard case let .native(native) = selfValue, let store = native.payload as? Store, let key = key(arguments) else { return answer(nil) }
                return answer(store.state.value(key))
            })
        }
        func optional(_ accepts: @escaping (Value) -> Bool) -> (Value?) -> Value {
            { value in value.map { accepts($0) ? .some($0) : .nil } ?? .nil }
        }
        read("object", optional { _ in true })
        read("value", optional { _ in true })
        read("string", optional { if case .string = $0 { return true }; return false })
        read("array", optional { if case .array = $0 { return true }; return false })
        read("stringArray", optional { value in
            guard case let .array(elements) = value else { return false }
            return elements.allSatisfy { if case .string = $0 { return true }; return false }
        })
        read("dictionary", optional { if case .dictionary = $0 { return true }; return false })
        read("data", optional { if case let .native(native) = $0 { return native.type.name == "Data" }; return false })
        read("url", optional { if case let .native(native) = $0 { return native.type.name == "URL" }; return false })
        read("bool") { value in
            switch value {
            case let .bool(flag)?: return .bool(flag)
            case let .int(number)?: return .bool(number != 0)
            case let .double(number)?: return .bool(number != 0)
            case let .string(text)?: return .bool(["yes", "true", "1"].contains(text.lowercased()))
            default: return .bool(false)
            }
        }
        read("integer") { value in
            switch value {
            case let .int(number)?: return .int(number)
            case let .double(number)? where number.isFinite && abs(number) < 9.2e18: return .int(Int(number))
            case let .bool(flag)?: return .int(flag ? 1 : 0)
            case let .string(text)?: return .int(Int(text) ?? 0)
            default: return .int(0)
            }
        }
        for name in ["double", "float"] {
            read(name) { value in
                switch value {
                case let .double(number)?: return .double(number)
                case let .int(number)?: return .double(Double(number))
                case let .bool(flag)?: return .double(flag ? 1 : 0)
                case let .string(text)?: return .double(Double(text) ?? 0)
                default: return .double(0)
                }
            }
        }
        defaults.addMethod("set", .native("set") { _, selfValue, arguments in
            guard case let .native(native) = selfValue, let store = native.payload as? Store,
                  let key = arguments.first(where: { $0.label == "forKey" })?.value, var value = arguments.first?.value else { return .void }
            if case let .optional(wrapped) = value {
                guard let wrapped else {
                    store.state.values[key] = nil
                    return .void
                }
                value = wrapped
            }
            store.state.values[key] = value
            return .void
        })
        defaults.addMethod("removeObject", .native("removeObject") { _, selfValue, arguments in
            guard case let .native(native) = selfValue, let store = native.payload as? Store, let key = key(arguments) else { return .void }
            store.state.values[key] = nil
            return .void
        })
        defaults.addMethod("register", .native("register") { _, selfValue, arguments in
            guard case let .native(native) = selfValue, let store = native.payload as? Store,
                  case let .dictionary(registered)? = arguments.first?.value else { return .void }
            for (key, value) in registered.pairs { store.state.registered[key] = value }
            return .void
        })
        defaults.addMethod("dictionaryRepresentation", .native("dictionaryRepresentation") { _, selfValue, _ in
            guard case let .native(native) = selfValue, let store = native.payload as? Store else { return .dictionary(OrderedDictionary()) }
            var all = store.state.registered
            for (key, value) in store.state.values.pairs { all[key] = value }
            return .dictionary(all)
        })
        defaults.addMethod("synchronize", .native("synchronize") { _, _, _ in .bool(true) })
        return defaults
    }
}
