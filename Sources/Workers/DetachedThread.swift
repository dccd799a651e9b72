#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread with a stack of a chosen size, started and left to run (nobody joins it): what
/// `Thread` with its `stackSize` set is, without linking Foundation. `pthread_attr_setstacksize`
/// reserves the address space; pages are used as touched.
public enum DetachedThread {
    /// Starts `body` on a new thread whose stack is `stackSize` bytes. A thread that cannot be
    /// made (the system's limit on threads reached, `EAGAIN`) stops the process with a message
    /// naming the error: the caller would otherwise wait forever for work that never starts.
    /// Without a `stackSize` the thread gets the system's default stack, as `Thread` without
    /// one does; a `name` (at most 15 bytes on Linux) shows in `top -H` and debuggers.
    public static func start(stackSize: Int? = nil, name: String? = nil, _ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let context = Unmanaged.passRetained(Body(name: name, body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let status = pthread_create(&thread, &attributes, detachedThreadEntry, context)
        if status != 0 {
            Unmanaged<Body>.fromOpaque(context).release()
            fatalError("error: could not start a thread (pthread_create returned \(status))")
        }
    }

    /// Names the calling thread. On Linux the name is written to `/proc/thread-self/comm`
    /// (proc(5): the same name `prctl(PR_SET_NAME)` and `pthread_setname_np` set, which Swift's
    /// `Glibc` module does not declare); elsewhere `pthread_setname_np`.
    fileprivate static func nameCurrentThread(_ name: String) {
        #if os(Linux)
        let file = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard file >= 0 else { return }
        defer { close(file) }
        let bytes = Array(name.utf8.prefix(15))
        _ = bytes.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        #else
        _ = pthread_setname_np(name)
        #endif
    }

    fileprivate final class Body: @unchecked Sendable {
        let name: String?
        let run: @Sendable () -> Void
        init(name: String?, _ run: @escaping @Sendable () -> Void) {
            self.name = name
            self.run = run
        }
    }
}

/// The new thread's first function: takes the body `DetachedThread.start` handed over (and its
/// reference), names the thread and runs the body.
private func detachedThreadEntry(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    let body = Unmanaged<DetachedThread.Body>.fromOpaque(context!).takeRetainedValue()
    if let name = body.name { DetachedThread.nameCurrentThread(name) }
    body.run()
    return nil
}
