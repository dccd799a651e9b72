import SwiftInterpreter

/// UIKit's `UIApplication.shared` as a preview's process has it (Apple docs, "UIApplication":
/// `shared`, `open(_:options:completionHandler:)`, `canOpenURL(_:)`, `applicationState`,
/// `alternateIconName`, `supportsAlternateIcons`, `setAlternateIconName(_:completionHandler:)`,
/// `applicationIconBadgeNumber`, `isIdleTimerDisabled`, `sendAction`, the life-cycle
/// notification names). Nothing leaves the preview: `open` opens nothing and never calls its
/// completion handler; `canOpenURL` is false (no other app is asked, unverified as the canvas's
/// answer); the app is `.active` with its primary icon (`alternateIconName` nil). A
/// notification name's raw value is UIKit's constant's (`UIApplicationDidBecomeActiveNotification`).
extension SwiftUIRuntime {
    static let applicationNotificationNames = ["didBecomeActive", "willResignActive", "willEnterForeground", "didEnterBackground",
                                               "willTerminate", "didFinishLaunching", "didReceiveMemoryWarning",
                                               "significantTimeChange", "userDidTakeScreenshot", "backgroundRefreshStatusDidChange",
                                               "protectedDataWillBecomeUnavailable", "protectedDataDidBecomeAvailable"]

    func registerUIApplication() {
        guard let application = registerAppleType("UIApplication") else { return }
        let state = interpreter.declareType("UIApplication.State", kind: .enumType)
        state.conformances = ["Hashable", "Equatable"]
        for name in ["active", "inactive", "background"] { state.addCase(EnumCase(name: name)) }
        application.nestedTypes["State"] = state
        application.staticComputed["shared"] = ComputedProperty(getter: .native("shared") { interpreter, _, _ in
            interpreter.nativeValue("UIApplication", 0)
        })
        application.staticValues["openSettingsURLString"] = .string("app-settings:")
        for name in Self.applicationNotificationNames {
            let raw = "UIApplication" + name.prefix(1).uppercased() + name.dropFirst() + "Notification"
            application.staticValues[name + "Notification"] = interpreter.nativeValue("Notification.Name", raw)
        }
        application.computedProperties["applicationState"] = ComputedProperty(getter: .hosted("applicationState") { runtime, _, _ in
            runtime.enumCase("UIApplication.State", "active")
        })
        for (name, value) in [("alternateIconName", Value.nil), ("supportsAlternateIcons", .bool(true)), ("applicationIconBadgeNumber", .int(0)),
                              ("isIdleTimerDisabled", .bool(false)), ("isNetworkActivityIndicatorVisible", .bool(false))] {
            application.computedProperties[name] = ComputedProperty(getter: .native(name) { _, _, _ in value },
                                                                    setter: .native(name) { _, _, _ in .void })
        }
        for name in ["open", "setAlternateIconName", "registerForRemoteNotifications", "unregisterForRemoteNotifications",
                     "requestSceneSessionDestruction", "setAppearance"] {
            application.addMethod(name, .native(name) { _, _, _ in .void })
        }
        application.addMethod("canOpenURL", .native("canOpenURL") { _, _, _ in .bool(false) })
        application.addMethod("sendAction", .native("sendAction") { _, _, _ in .bool(false) })
    }
}
