#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock and a condition variable used together over `pthread_mutex_t` and `pthread_cond_t`:
/// what `NSCondition` is, without linking Foundation. As with `NSCondition`, `wait()` is called
/// with the lock held and may return spuriously ("Spurious wakeups from the
/// pthread_cond_timedwait() or pthread_cond_wait() functions may occur", POSIX), so a caller
/// waits in a loop over its own predicate.
public final class ConditionLock: @unchecked Sendable {
    private let exclusion = MutualExclusion()
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    public init() {
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
    }

    public func lock() { exclusion.lock() }

    public func unlock() { exclusion.unlock() }

    /// `body` with the lock held.
    public func withLock<T>(_ body: () throws -> T) rethrows -> T { try exclusion.withLock(body) }

    /// Releases the lock, sleeps until signalled, and takes the lock again.
    public func wait() { pthread_cond_wait(condition, exclusion.mutex) }

    /// As `wait()`, but gives up at `deadline` (seconds since 1970 on the system's real-time
    /// clock, `CLOCK_REALTIME`, which `pthread_cond_timedwait` measures by): false when the
    /// deadline passed first, as `NSCondition.wait(until:)`.
    public func wait(until deadline: Double) -> Bool {
        let whole = deadline.rounded(.down)
        var time = timespec(tv_sec: Int(whole), tv_nsec: Int(min((deadline - whole) * 1e9, 999_999_999)))
        return pthread_cond_timedwait(condition, exclusion.mutex, &time) == 0
    }

    /// The deadline `seconds` from now, for `wait(until:)`.
    public static func deadline(after seconds: Double) -> Double {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9 + seconds
    }

    /// Wakes one waiting thread.
    public func signal() { pthread_cond_signal(condition) }

    /// Wakes every waiting thread.
    public func broadcast() { pthread_cond_broadcast(condition) }
}
