import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// Work a lifecycle closure starts, as a preview that runs no I/O and no clock sees it.
///
/// - `Task { … }` and `DispatchQueue.main.async { … }` run after the closure that started them,
///   in the order started (both enqueue work on the main actor / main queue, which runs it after
///   the current work; Apple docs, "DispatchQueue.async(group:qos:flags:execute:)": "schedules a
///   work item for immediate execution, and returns immediately").
/// - `withAnimation { … }` runs its body at once (Apple docs, "withAnimation(_:_:)": "returns the
///   result of recomputing the view's body with the provided animation"); the animation is not shown.
/// - `Task.sleep`, `DispatchQueue.main.asyncAfter`, and an `await` of anything the file does not
///   define (networking, a store, a file) never complete here: the code after them does not run,
///   which is said once as a warning. `Task.yield()` and an `await` of the file's own code complete.
struct SettlingSuspension: Error {
    var what: String
    var range: SourceRange?
}

/// A closure queued by `Task { }` or `DispatchQueue.main.async { }`.
struct QueuedWork {
    var name: String
    var action: Function
    var range: SourceRange?
}

extension SwiftUIRuntime {
    /// Registers `Task`, `DispatchQueue` and `withAnimation` for the file (once), unless the file
    /// declares its own.
    func registerDeferredWork() {
        guard interpreter.type(named: "SettlingQueueMarker") == nil else { return }
        _ = interpreter.registerNativeType("SettlingQueueMarker")
        if interpreter.type(named: "Task") == nil { registerTask() }
        if interpreter.type(named: "DispatchQueue") == nil { registerDispatchQueue() }
        interpreter.registerFunction("withAnimation") { interpreter, _, arguments in
            guard case let .function(body)? = arguments.last?.value else { return .void }
            return try interpreter.call(body, [])
        }
    }

    private func registerTask() {
        let task = interpreter.registerNativeType("Task")
        task.initializers.append(.native("init") { [unowned self] _, _, arguments in
            if case let .function(body)? = arguments.last?.value {
                self.settling.queue.append(QueuedWork(name: "Task", action: body, range: self.interpreter.currentRange))
            }
            return self.interpreter.nativeValue("Task", 0)
        })
        task.addMethod("cancel", .native("cancel") { _, _, _ in .void })
        task.staticMethods["sleep"] = [.native("sleep") { [unowned self] _, _, _ in
            throw SettlingSuspension(what: "'Task.sleep'", range: self.interpreter.currentRange)
        }]
        task.staticMethods["yield"] = [.native("yield") { _, _, _ in .void }]
        task.staticMethods["checkCancellation"] = [.native("checkCancellation") { _, _, _ in .void }]
        task.staticComputed["isCancelled"] = ComputedProperty(getter: .native("isCancelled") { _, _, _ in .bool(false) })
    }

    private func registerDispatchQueue() {
        let queue = interpreter.registerNativeType("DispatchQueue")
        queue.staticValues["main"] = interpreter.nativeValue("DispatchQueue", "main")
        queue.staticMethods["global"] = [.native("global") { interpreter, _, _ in interpreter.nativeValue("DispatchQueue", "global") }]
        queue.addMethod("async", .native("async") { [unowned self] _, selfValue, arguments in
            guard case let .function(body)? = arguments.last?.value else { return .void }
            let queueName = Self.queueName(selfValue) ?? ""
            let name = queueName == "main" ? "DispatchQueue.main.async"
                : queueName.hasPrefix("label:") ? "DispatchQueue(label: \"\(queueName.dropFirst(6))\").async" : "DispatchQueue.global().async"
            self.settling.queue.append(QueuedWork(name: name, action: body, range: self.interpreter.currentRange))
            return .void
        })
        // `DispatchQueue(label:qos:attributes:…)`: a queue of the app's own; its `async` work is
        // queued and run while settling like the global queue's (Apple docs, "DispatchQueue":
        // `init(label:qos:attributes:autoreleaseFrequency:target:)`).
        queue.initializers.append(.native("init") { interpreter, _, arguments in
            var label = ""
            if case let .string(text)? = arguments.first(where: { $0.label == "label" })?.value { label = text }
            return interpreter.nativeValue("DispatchQueue", "label:" + label)
        })
        // `queue.sync { … }` runs the closure before returning and gives its result (Apple docs,
        // "DispatchQueue.sync(execute:)": "Submits a work item for execution and returns the
        // results from that item after it finishes executing").
        queue.addMethod("sync", .native("sync") { interpreter, _, arguments in
            guard let body = arguments.last?.value else { return .void }
            return try interpreter.invoke(body, [])
        })
        queue.addMethod("asyncAfter", .native("asyncAfter") { [unowned self] _, _, _ in
            self.warn(.settlingNeverRuns("'DispatchQueue.asyncAfter'"), at: self.interpreter.currentRange)
            return .void
        })
    }

    private static func queueName(_ value: Value) -> String? {
        if case let .native(native) = value { return native.payload as? String }
        return nil
    }

    /// What an `await` gives while settling: another file's value (a network call, a store) is
    /// something that never completes here.
    func awaitedWhileSettling(_ value: Value) throws -> Value {
        if interpreter.isUnseen(value) {
            throw SettlingSuspension(what: "an 'await' of a value this file does not define", range: interpreter.currentRange)
        }
        return value
    }
}
