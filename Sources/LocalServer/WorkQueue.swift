#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Workers

/// A fixed set of threads taking jobs from one queue: the threads answering requests. The
/// queue needs no bound of its own, since each job holds a connection slot (`ConnectionBudget`).
final class WorkQueue: @unchecked Sendable {
    private let condition = ConditionLock()
    private var jobs: [@Sendable () -> Void] = []
    private var head = 0
    private var stopping = false

    init(threads: Int, stackSize: Int = 8 * 1024 * 1024) {
        for index in 0..<max(1, threads) {
            DetachedThread.start(stackSize: stackSize, name: "lens-http-\(index)") { [self] in loop() }
        }
    }

    func add(_ job: @escaping @Sendable () -> Void) {
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Lets the threads end once the queue is empty.
    func stop() {
        condition.withLock {
            stopping = true
            condition.broadcast()
        }
    }

    private func loop() {
        while true {
            let job: (@Sendable () -> Void)? = condition.withLock {
                while head == jobs.count && !stopping { condition.wait() }
                guard head < jobs.count else { return nil }
                let next = jobs[head]
                head += 1
                if head > 64 && head * 2 > jobs.count {
                    jobs.removeFirst(head)
                    head = 0
                }
                return next
            }
            guard let job else { return }
            job()
        }
    }
}
