import SwiftInterpreter

/// UIKit's `UIDevice.current` for the preview device (Apple docs, "UIDevice"): `userInterfaceIdiom`
/// `.pad` on an iPad and `.phone` on an iPhone; `orientation` from the preview's orientation, where
/// an interface in landscape-left is a device in landscape-right (UIKit's header defines
/// `UIInterfaceOrientationLandscapeLeft = UIDeviceOrientationLandscapeRight`); `model` "iPhone" or
/// "iPad"; `systemName` "iOS"; the battery API (`UIDeviceBattery.swift`).
extension SwiftUIRuntime {
    func registerUIDevice() {
        guard let device = registerAppleType("UIDevice") else { return }
        // A class (`class UIDevice : NSObject`): `UIDevice.current.isBatteryMonitoringEnabled =
        // true` sets the shared object's property through the get-only `current`.
        device.native?.isReferenceType = true
        let idiom = interpreter.declareType("UIUserInterfaceIdiom", kind: .enumType)
        idiom.conformances = ["Hashable", "Equatable"]
        for name in ["unspecified", "phone", "pad", "tv", "carPlay", "mac", "vision"] { idiom.addCase(EnumCase(name: name)) }
        let orientation = interpreter.declareType("UIDeviceOrientation", kind: .enumType)
        orientation.conformances = ["Hashable", "Equatable"]
        for name in ["unknown", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "faceUp", "faceDown"] {
            orientation.addCase(EnumCase(name: name))
        }
        for (property, cases) in [("isPortrait", ["portrait", "portraitUpsideDown"]), ("isLandscape", ["landscapeLeft", "landscapeRight"]),
                                  ("isFlat", ["faceUp", "faceDown"]),
                                  ("isValidInterfaceOrientation", ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])] {
            orientation.computedProperties[property] = ComputedProperty(getter: .native(property) { _, selfValue, _ in
                guard case let .enumValue(instance) = selfValue else { return .bool(false) }
                return .bool(cases.contains(instance.caseName))
            })
        }
        device.staticComputed["current"] = ComputedProperty(getter: .native("current") { interpreter, _, _ in
            interpreter.nativeValue("UIDevice", 0)
        })
        device.computedProperties["userInterfaceIdiom"] = ComputedProperty(getter: .native("userInterfaceIdiom") { [unowned self] _, _, _ in
            self.enumCase("UIUserInterfaceIdiom", self.device.isPad ? "pad" : "phone")
        })
        device.computedProperties["orientation"] = ComputedProperty(getter: .native("orientation") { [unowned self] _, _, _ in
            switch self.orientation {
            case .portrait: return self.enumCase("UIDeviceOrientation", "portrait")
            case .landscapeLeft: return self.enumCase("UIDeviceOrientation", "landscapeRight")
            case .landscapeRight: return self.enumCase("UIDeviceOrientation", "landscapeLeft")
            }
        })
        device.computedProperties["model"] = ComputedProperty(getter: .native("model") { [unowned self] _, _, _ in
            .string(self.device.isPad ? "iPad" : "iPhone")
        })
        device.computedProperties["systemName"] = ComputedProperty(getter: .native("systemName") { _, _, _ in .string("iOS") })
        for name in ["beginGeneratingDeviceOrientationNotifications", "endGeneratingDeviceOrientationNotifications"] {
            device.addMethod(name, .native(name) { _, _, _ in .void })
        }
        registerUIDeviceBattery(device)
    }
}
