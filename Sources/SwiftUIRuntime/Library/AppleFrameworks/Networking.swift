import SwiftInterpreter

/// Foundation's `URLSession` (Apple docs, "URLSession": the `shared` singleton,
/// `init(configuration:)`, `init(configuration:delegate:delegateQueue:)`; "URLSessionConfiguration":
/// `default`, `ephemeral`). The session and its configuration exist, so a model holding one is
/// made as in the app; a request never runs in a preview here: an `await` of `data(for:)`,
/// `data(from:)`, `download`, `upload` or `bytes` never completes (what follows it does not run,
/// said once as a warning), and a task's `resume()` never calls its completion handler.
extension SwiftUIRuntime {
    static let urlSessionRequests = ["data", "download", "upload", "bytes"]
    static let urlSessionTasks = ["dataTask", "downloadTask", "uploadTask", "webSocketTask", "streamTask"]
    static let urlSessionConfigurationProperties = [
        "timeoutIntervalForRequest", "timeoutIntervalForResource", "httpAdditionalHeaders", "requestCachePolicy",
        "urlCache", "waitsForConnectivity", "httpMaximumConnectionsPerHost", "allowsCellularAccess",
        "httpCookieStorage", "httpShouldSetCookies", "urlCredentialStorage", "protocolClasses",
    ]

    func registerURLSession() {
        if let configuration = registerAppleType("URLSessionConfiguration") {
            // Defaults from Apple's documentation of each property: 60 s per request, 7 days per resource.
            let defaults: [String: Value] = [
                "timeoutIntervalForRequest": .double(60), "timeoutIntervalForResource": .double(604_800),
                "waitsForConnectivity": .bool(false), "httpMaximumConnectionsPerHost": .int(6),
                "allowsCellularAccess": .bool(true), "httpShouldSetCookies": .bool(true),
            ]
            for name in ["default", "ephemeral"] {
                configuration.staticComputed[name] = ComputedProperty(getter: .native(name) { [unowned self] _, _, _ in
                    self.foundationObject("URLSessionConfiguration", defaults)
                })
            }
            addFoundationProperties(configuration, Self.urlSessionConfigurationProperties)
        }
        guard let session = registerAppleType("URLSession") else { return }
        session.staticComputed["shared"] = ComputedProperty(getter: .native("shared") { interpreter, _, _ in
            interpreter.nativeValue("URLSession", "shared")
        })
        initializer("URLSession") { `self`, _ in self.interpreter.nativeValue("URLSession", "configured") }
        for request in Self.urlSessionRequests {
            session.addMethod(request, .native(request) { [unowned self] _, _, _ in
                throw SettlingSuspension(what: "'URLSession.\(request)' (a network request)", range: self.interpreter.currentRange)
            })
        }
        let task = interpreter.registerNativeType("URLSessionTask")
        for name in ["resume", "cancel", "suspend"] {
            task.addMethod(name, .native(name) { [unowned self] _, _, _ in
                if name == "resume" {
                    self.warn(.settlingNeverRuns("'URLSessionTask.resume()' (a network request)"), at: self.interpreter.currentRange)
                }
                return .void
            })
        }
        for name in Self.urlSessionTasks {
            session.addMethod(name, .native(name) { interpreter, _, _ in interpreter.nativeValue("URLSessionTask", name) })
        }
        for name in ["invalidateAndCancel", "finishTasksAndInvalidate"] {
            session.addMethod(name, .native(name) { _, _, _ in .void })
        }
        session.computedProperties["configuration"] = ComputedProperty(getter: .native("configuration") { [unowned self] _, _, _ in
            self.foundationObject("URLSessionConfiguration", [:])
        })
    }
}
