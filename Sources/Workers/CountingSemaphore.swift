/// A count that `wait()` takes one from, sleeping while it is zero, and `signal()` adds one to:
/// what `DispatchSemaphore` is for one thread waiting on another, over `ConditionLock`.
public final class CountingSemaphore: @unchecked Sendable {
    private let condition = ConditionLock()
    private var count: Int

    public init(value: Int = 0) { count = value }

    /// Adds one and wakes a waiting thread.
    public func signal() {
        condition.lock()
        count += 1
        condition.signal()
        condition.unlock()
    }

    /// Takes one, sleeping until there is one to take.
    public func wait() {
        condition.lock()
        while count == 0 { condition.wait() }
        count -= 1
        condition.unlock()
    }
}
