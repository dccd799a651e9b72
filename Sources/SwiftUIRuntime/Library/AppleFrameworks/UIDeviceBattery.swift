import SwiftInterpreter

/// UIKit's battery API on `UIDevice.current` (Apple docs, "UIDevice": `isBatteryMonitoringEnabled`,
/// `batteryLevel`, `batteryState`). The flag is the device's, kept as it is set (it starts false)
/// and shared by every `UIDevice.current`, as the one device is. A preview runs on the Simulator,
/// which has no battery: `batteryLevel` is −1.0 and `batteryState` `.unknown`, what Apple documents
/// for a device whose monitoring is off ("If battery monitoring is not enabled, battery state is
/// `UIDevice.BatteryState.unknown` and the value of this property is –1.0") and what the Simulator
/// reports with it on (unverified against a Simulator here; commonly reported: "-1.00 indicates
/// the simulator").
extension SwiftUIRuntime {
    func registerUIDeviceBattery(_ device: TypeInfo) {
        declareNestedEnum("UIDevice.BatteryState", in: device, cases: ["unknown", "unplugged", "charging", "full"])
        let monitoring = ReferencePayload(false)
        device.computedProperties["isBatteryMonitoringEnabled"] = ComputedProperty(
            getter: .native("isBatteryMonitoringEnabled") { _, _, _ in .bool(monitoring.state) },
            setter: .native("isBatteryMonitoringEnabled") { _, _, arguments in
                if case let .bool(on)? = arguments.first.map({ Self.unwrapped($0.value) }) { monitoring.state = on }
                return .void
            })
        device.computedProperties["batteryLevel"] = ComputedProperty(getter: .native("batteryLevel") { _, _, _ in .double(-1) })
        device.computedProperties["batteryState"] = ComputedProperty(getter: .hosted("batteryState") { runtime, _, _ in
            runtime.enumCase("UIDevice.BatteryState", "unknown")
        })
    }
}
