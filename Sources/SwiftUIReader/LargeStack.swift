import Foundation

/// Runs work on a thread with a large stack and waits for it.
///
/// Parsing and interpreting recurse as deep as the input nests (bounded by the parser's depth
/// limit); a caller on a thread with a small stack (a test runner's, a dispatch worker's) must
/// not overflow it, so the reader always runs on a stack of known size.
enum LargeStack {
    static let size = 256 * 1024 * 1024

    static func run<T>(_ body: @escaping () -> T) -> T {
        let job = Job(body)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            job.run()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return job.result ?? body()
    }

    /// The work and its result, handed between the two threads (the caller waits meanwhile).
    private final class Job<T>: @unchecked Sendable {
        let body: () -> T
        var result: T?
        init(_ body: @escaping () -> T) { self.body = body }
        func run() { result = body() }
    }
}
