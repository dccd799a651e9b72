#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock over a `pthread_mutex_t`: what `NSLock` is, without linking Foundation (whose loading
/// is ≈ 7.5 M instructions of a cold run, docs/performance.md). The mutex lives at a fixed
/// address for the lock's life, as POSIX requires ("Only mutex itself may be used for performing
/// synchronization. The result of referring to copies of mutex … is undefined",
/// `pthread_mutex_init`).
public final class MutualExclusion: @unchecked Sendable {
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }

    public func unlock() { pthread_mutex_unlock(mutex) }

    /// `body` with the lock held.
    public func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}
