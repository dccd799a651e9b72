import SwiftInterpreter

/// os's `Logger` (Apple docs, "Logger": `init()`, `init(subsystem:category:)`, `init(_:)` taking an
/// `OSLog`; `log(level:_:)`, `trace`, `debug`, `info`, `notice`, `warning`, `error`, `critical`,
/// `fault`). It writes to the unified logging system, never to a view, so a preview shows
/// nothing of it: each call evaluates its message (its interpolations may call the file's code)
/// and does nothing else.
extension SwiftUIRuntime {
    static let loggerLevels = ["log", "trace", "debug", "info", "notice", "warning", "error", "critical", "fault"]

    func registerLogger() {
        guard let logger = registerAppleType("Logger") else { return }
        initializer("Logger") { `self`, arguments in
            // `Logger(label:)` is swift-log's (a package), not os's: another module's value.
            let labels = arguments.labels
            guard labels.isEmpty || labels == ["subsystem", "category"] else {
                return self.undefinedValue("Logger(" + labels.map { $0 + ":" }.joined() + ")")
            }
            return self.interpreter.nativeValue("Logger", labels.isEmpty ? "" : "subsystem")
        }
        for level in Self.loggerLevels {
            logger.addMethod(level, .native(level) { _, _, _ in .void })
        }
        if let osLog = registerAppleType("OSLog") {
            osLog.initializers.append(.native("init") { interpreter, _, _ in interpreter.nativeValue("OSLog", "") })
            osLog.staticValues["default"] = interpreter.nativeValue("OSLog", "default")
            osLog.staticValues["disabled"] = interpreter.nativeValue("OSLog", "disabled")
        }
    }
}
