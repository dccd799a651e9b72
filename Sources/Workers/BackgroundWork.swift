/// One piece of work started on its own thread, whose result the caller collects when it needs
/// it; meanwhile the caller goes on (`render` writes the diagram files while the index page is
/// checked for non-finite numbers).
public final class BackgroundWork<Result>: @unchecked Sendable {
    private let condition = ConditionLock()
    private var outcome: Result?

    /// Starts `body` on a new thread.
    public init(_ body: @escaping @Sendable () -> Result) {
        DetachedThread.start(stackSize: OrderedParallelWork.stackSize) { [self] in
            let value = body()
            condition.lock()
            outcome = value
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The result, waiting for it if the work is still running.
    public var result: Result {
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil { condition.wait() }
        return outcome!
    }
}

/// Hands a large value to another thread to be destroyed there: freeing the page values of a
/// thousand scenarios (hundreds of thousands of strings and arrays) is a third of a second of
/// work that nothing waits for.
public enum BackgroundRelease {
    /// Takes the caller's reference to `value`; the last one is dropped on another thread.
    /// Leave no other reference behind, or whichever is dropped last frees it.
    public static func release<Value>(_ value: consuming Value) {
        let box = Box(value)
        DetachedThread.start(stackSize: OrderedParallelWork.stackSize) { box.value = nil }
    }

    private final class Box: @unchecked Sendable {
        var value: Any?
        init(_ value: Any) { self.value = value }
    }
}
