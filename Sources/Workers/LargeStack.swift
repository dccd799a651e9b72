#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread with a large stack and waits for it.
///
/// Parsing and interpreting recurse as deep as the input nests (bounded by the parser's depth
/// limit); a caller on a thread with a small stack (a test runner's, a dispatch worker's) must
/// not overflow it, so the reader always runs on a stack of known size.
///
/// The threads are kept and reused: reading a thousand files used to start a thousand threads,
/// each with a fresh malloc arena to grow (tens of `mprotect` calls per file) and a thread to
/// create and join. A call takes an idle worker, or starts one when every worker is busy (calls
/// from several threads, or a call made from inside another), so calls never wait on each other.
///
/// A thread started by `startThread` already has such a stack: a call made there (and not from
/// inside another call) runs right where it is. `render` and `check` read a thousand files on
/// those threads; handing each file to a second thread and back cost two thread switches and
/// a handful of futex calls per file for nothing.
public enum LargeStack {
    /// The stack the reader is given: room for its deepest permitted recursion.
    public static let size = 256 * 1024 * 1024

    /// Starts `body` on a new thread with a stack of `size`, on which `run` calls run directly.
    public static func startThread(_ body: @escaping @Sendable () -> Void) {
        DetachedThread.start(stackSize: size) {
            ThreadMark.set(.idle)
            body()
            ThreadMark.set(.none)
        }
    }

    public static func run<T>(_ body: @escaping () -> T) -> T {
        if ThreadMark.current == .idle {
            ThreadMark.set(.busy)
            defer { ThreadMark.set(.idle) }
            return body()
        }
        let job = Job(body)
        let worker = Worker.idle()
        worker.perform(job.run)
        Worker.release(worker)
        return job.result ?? body()
    }

    /// The work and its result, handed between the two threads (the caller waits meanwhile).
    private final class Job<T>: @unchecked Sendable {
        let body: () -> T
        var result: T?
        init(_ body: @escaping () -> T) { self.body = body }
        func run() { result = body() }
    }

    /// A thread with a large stack that runs one piece of work at a time, handed over under a
    /// condition lock; it waits for the next piece for as long as the process runs.
    private final class Worker: @unchecked Sendable {
        private static let poolLock = MutualExclusion()
        private nonisolated(unsafe) static var pool: [Worker] = []

        /// An idle worker, taken out of the pool, or a new one.
        static func idle() -> Worker {
            poolLock.lock()
            let worker = pool.popLast()
            poolLock.unlock()
            return worker ?? Worker()
        }

        static func release(_ worker: Worker) {
            poolLock.lock()
            pool.append(worker)
            poolLock.unlock()
        }

        private let condition = ConditionLock()
        private var work: (() -> Void)?
        private var finished = false

        private init() {
            DetachedThread.start(stackSize: LargeStack.size) { [self] in loop() }
        }

        /// Runs `body` on the worker's thread and returns when it is done.
        func perform(_ body: @escaping () -> Void) {
            condition.lock()
            work = body
            finished = false
            condition.broadcast()
            while !finished { condition.wait() }
            condition.unlock()
        }

        private func loop() {
            condition.lock()
            while true {
                while work == nil { condition.wait() }
                let body = work!
                condition.unlock()
                body()
                condition.lock()
                work = nil
                finished = true
                condition.broadcast()
            }
        }
    }

    /// Whether the current thread was started by `startThread` (`idle`), and is inside a call of
    /// `run` now (`busy`, so a nested call takes a fresh stack of its own); kept in a pthread
    /// key, which costs no system call to read.
    private enum ThreadMark: Int {
        case none = 0, idle = 1, busy = 2

        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key, nil)
            return key
        }()

        static var current: ThreadMark {
            ThreadMark(rawValue: Int(bitPattern: pthread_getspecific(key))) ?? .none
        }

        static func set(_ mark: ThreadMark) {
            pthread_setspecific(key, UnsafeRawPointer(bitPattern: mark.rawValue))
        }
    }
}
