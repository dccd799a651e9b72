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

/// The operation of one `Task { … }`: queued, running, finished with its result, or stopped at
/// something that never completes here. A class, as every copy of a `Task` value is the same task.
final class QueuedTask {
    enum State { case queued, running, finished(Value), suspended }
    let operation: Function
    var state = State.queued

    init(operation: Function) { self.operation = operation }
}

/// A closure queued by `Task { }` or `DispatchQueue.main.async { }`.
struct QueuedWork {
    var name: String
    var action: Function
    var range: SourceRange?
}

extension SwiftUIRuntime {
    /// Registers `Task`, `DispatchQueue`, `MainActor` (`MainActorRun.swift`) and `withAnimation`
    /// for the file (once), unless the file declares its own.
    func registerDeferredWork() {
        guard interpreter.type(named: "SettlingQueueMarker") == nil else { return }
        _ = interpreter.registerNativeType("SettlingQueueMarker")
        if interpreter.type(named: "Task") == nil { registerTask() }
        if interpreter.type(named: "DispatchQueue") == nil { registerDispatchQueue() }
        if interpreter.type(named: "MainActor") == nil { registerMainActor() }
        interpreter.registerFunction("withAnimation") { interpreter, _, arguments in
            guard case let .function(body)? = arguments.last?.value else { return .void }
            return try interpreter.call(body, [])
        }
    }

    private func registerTask() {
        let task = interpreter.registerNativeType("Task")
        let start: (Value?) -> Value = { [unowned self] body in
            guard case let .function(operation)? = body else { return self.interpreter.nativeValue("Task", 0) }
            let handle = QueuedTask(operation: operation)
            self.settling.queue.append(QueuedWork(name: "Task", action: .native("Task") { [unowned self] _, _, _ in
                _ = try self.finish(handle)
                return .void
            }, range: self.interpreter.currentRange))
            return self.interpreter.nativeValue("Task", handle)
        }
        task.initializers.append(.native("init") { _, _, arguments in start(arguments.last?.value) })
        // `Task.detached { … }` starts the same work outside the current actor (Apple docs,
        // "detached(priority:operation:)"); here it is queued like `Task { … }`.
        task.staticMethods["detached"] = [.native("detached") { _, _, arguments in start(arguments.last?.value) }]
        // `await task.value` waits for the task's operation and gives its result (Apple docs,
        // "Task.value": "Wait for the task to complete, then return its result"). Work still queued runs at the `await`, as the awaiting code
        // cannot go on before it; a task waiting for itself never finishes.
        task.computedProperties["value"] = ComputedProperty(getter: .native("value") { [unowned self] _, selfValue, _ in
            guard case let .native(native) = selfValue, let handle = native.payload as? QueuedTask else { return .void }
            return try self.finish(handle)
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

    /// Runs `handle`'s operation unless it ran already, and gives its result; an operation still
    /// running (a task awaiting itself) or one that suspended never finishes here.
    private func finish(_ handle: QueuedTask) throws -> Value {
        switch handle.state {
        case .finished(let result): return result
        case .running, .suspended:
            throw SettlingSuspension(what: "an 'await' of a task that does not finish", range: interpreter.currentRange)
        case .queued:
            handle.state = .running
            do {
                let result = try interpreter.call(handle.operation, [])
                handle.state = .finished(result)
                return result
            } catch {
                handle.state = .suspended
                throw error
            }
        }
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
