import SwiftInterpreter

/// Foundation's `Notification` and `Notification.Name` (Apple docs, "Notification":
/// `init(name:object:userInfo:)`, `name`, `object`, `userInfo`; "Notification.Name":
/// `init(_:)`, `init(rawValue:)`, `rawValue`). Apps declare their own names
/// (`extension Notification.Name { static let refresh = Notification.Name("refresh") }`) and
/// the system's names they observe (`UIApplication.didBecomeActiveNotification`) are only ever
/// passed to a `NotificationCenter` here, which never delivers (`NotificationCenter.swift`).
extension SwiftUIRuntime {
    func registerNotification() {
        let describe = NativeTypeDescriptor(describe: { $0.nativePayload(String.self) ?? "" })
        guard let notification = registerAppleType("Notification") else { return }
        let name = interpreter.registerNativeType("Notification.Name", descriptor: describe)
        name.conformances = ["Hashable", "Equatable", "RawRepresentable"]
        notification.nestedTypes["Name"] = name
        if interpreter.type(named: "NSNotification") == nil {
            interpreter.registerNativeType("NSNotification").nestedTypes["Name"] = name
        }
        name.initializers.append(.native("init") { interpreter, _, arguments in
            guard case let .string(raw)? = arguments.first?.value else { return interpreter.nativeValue("Notification.Name", "") }
            return interpreter.nativeValue("Notification.Name", raw)
        })
        name.computedProperties["rawValue"] = ComputedProperty(getter: .native("rawValue") { _, selfValue, _ in
            .string(selfValue.nativePayload(String.self) ?? "")
        })
        struct Fields { var name: Value; var object: Value; var userInfo: Value }
        initializer("Notification") { `self`, arguments in
            self.interpreter.nativeValue("Notification", Fields(name: arguments["name"] ?? .void, object: arguments["object"] ?? .nil,
                                                                userInfo: arguments["userInfo"] ?? .nil))
        }
        let fields: [(String, (Fields) -> Value)] = [("name", \.name), ("object", \.object), ("userInfo", \.userInfo)]
        for (property, read) in fields {
            notification.computedProperties[property] = ComputedProperty(getter: .native(property) { _, selfValue, _ in
                selfValue.nativePayload(Fields.self).map(read) ?? .nil
            })
        }
    }
}
