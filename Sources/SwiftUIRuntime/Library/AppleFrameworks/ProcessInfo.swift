import SwiftInterpreter

/// Foundation's `ProcessInfo.processInfo` and the standard library's `CommandLine.arguments` for
/// a process the canvas launched (Apple docs, "ProcessInfo": `environment`, `arguments`,
/// `processName`, `isLowPowerModeEnabled`, `isiOSAppOnMac`, `isMacCatalystApp`).
///
/// The environment holds only `XCODE_RUNNING_FOR_PREVIEWS` = "1", the variable Xcode sets in a
/// preview's process (widely documented: createwithswift.com "Detecting Xcode Previews",
/// danielsaidi.com "Detecting SwiftUI preview mode"), so code that asks whether it runs in a
/// preview takes the preview's branch; anything else an app reads from its environment (a
/// scheme's variables, `XCTestConfigurationFilePath`) is absent, as in a preview. The arguments
/// are the executable's path alone (the canvas passes no launch arguments, unverified).
extension SwiftUIRuntime {
    static let previewEnvironment = ["XCODE_RUNNING_FOR_PREVIEWS": "1"]

    func registerProcessInfo() {
        if let info = registerAppleType("ProcessInfo") {
            info.staticComputed["processInfo"] = ComputedProperty(getter: .native("processInfo") { interpreter, _, _ in
                interpreter.nativeValue("ProcessInfo", 0)
            })
            // `ProcessInfo()` is another object describing the same process (Apple docs, "ProcessInfo").
            info.initializers.append(.native("init") { interpreter, _, _ in interpreter.nativeValue("ProcessInfo", 0) })
            info.computedProperties["environment"] = ComputedProperty(getter: .native("environment") { _, _, _ in
                var environment = OrderedDictionary()
                for (key, value) in Self.previewEnvironment { environment[.string(key)] = .string(value) }
                return .dictionary(environment)
            })
            info.computedProperties["arguments"] = ComputedProperty(getter: .hosted("arguments") { runtime, _, _ in
                .array([.string(runtime.previewExecutablePath)])
            })
            info.computedProperties["processName"] = ComputedProperty(getter: .hosted("processName") { runtime, _, _ in
                .string(runtime.previewExecutableName)
            })
            for name in ["isLowPowerModeEnabled", "isiOSAppOnMac", "isMacCatalystApp"] {
                info.computedProperties[name] = ComputedProperty(getter: .native(name) { _, _, _ in .bool(false) })
            }
        }
        if let commandLine = registerAppleType("CommandLine") {
            commandLine.staticComputed["arguments"] = ComputedProperty(getter: .hosted("arguments") { runtime, _, _ in
                .array([.string(runtime.previewExecutablePath)])
            })
        }
    }

    private var previewExecutableName: String { resources.name.isEmpty ? "Preview" : resources.name }

    /// The executable inside the made-up bundle folder (`Bundle.bundleURL`).
    private var previewExecutablePath: String { bundleFolder + "/" + previewExecutableName }
}
