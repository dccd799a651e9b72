import SwiftInterpreter

/// Foundation's `NotificationCenter` (Apple docs, "NotificationCenter": `default`,
/// `addObserver(_:selector:name:object:)`, `addObserver(forName:object:queue:using:)`,
/// `removeObserver`, `post(name:object:userInfo:)`, `post(_:)`, `publisher(for:object:)`).
/// A preview posts no notification the app's system would (keyboard, app life cycle), so observers
/// are registered and never called, and the center's publisher delivers nothing (said as Combine's
/// publishers that wait say it). `post` from the file's own code reaches no observer here
/// (unverified for observers the same file registers).
extension SwiftUIRuntime {
    func registerNotificationCenter() {
        guard let center = registerAppleType("NotificationCenter") else { return }
        center.staticComputed["default"] = ComputedProperty(getter: .native("default") { interpreter, _, _ in
            interpreter.nativeValue("NotificationCenter", "default")
        })
        initializer("NotificationCenter") { `self`, _ in self.interpreter.nativeValue("NotificationCenter", "made") }
        // `addObserver(forName:…)` returns the observer token to remove later.
        if interpreter.type(named: "NSObjectProtocol") == nil { _ = interpreter.registerNativeType("NSObjectProtocol") }
        center.addMethod("addObserver", .native("addObserver") { interpreter, _, _ in
            interpreter.nativeValue("NSObjectProtocol", "observer")
        })
        for name in ["removeObserver", "post"] {
            center.addMethod(name, .native(name) { _, _, _ in .void })
        }
        center.addMethod("publisher", .native("publisher") { [unowned self] _, _, _ in
            self.publisher(PublisherChain(source: .never("'NotificationCenter.publisher' (a notification)")))
        })
    }
}
