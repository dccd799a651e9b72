import Workers

/// Interpreted calls nest host calls (each user call is a few dozen host frames), so deep user
/// recursion would overflow a normal 8 MB thread stack long before `maxCallDepth`. Runs on a
/// thread with a 512 MB stack (address space only; pages are used as touched) make the limit, not
/// the host, stop a runaway recursion.
extension Interpreter {
    /// The stack size of the evaluation thread.
    public static let evaluationStackSize = 512 << 20

    /// Runs `body` on a thread with a large stack and waits for it (at once if already on one).
    /// The host wraps each entry into user code (a preview, a layout pass) in this.
    public func onLargeStack<T>(_ body: @escaping () throws -> T) throws -> T {
        if isOnLargeStack { return try body() }
        let outcome = OutcomeBox<T>()
        nonisolated(unsafe) let work = body
        nonisolated(unsafe) let interpreter = self
        let done = CountingSemaphore()
        DetachedThread.start(stackSize: Self.evaluationStackSize) {
            interpreter.isOnLargeStack = true
            do { outcome.value = .success(try work()) } catch { outcome.value = .failure(error) }
            interpreter.isOnLargeStack = false
            done.signal()
        }
        done.wait()
        switch outcome.value {
        case let .success(value)?: return value
        case let .failure(error)?: throw error
        case nil: throw error(.limit, "evaluation did not finish")
        }
    }
}

private final class OutcomeBox<T>: @unchecked Sendable {
    var value: Result<T, Error>?
}
