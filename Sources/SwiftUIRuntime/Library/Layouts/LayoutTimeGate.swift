#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Workers

/// Lets one thread at a time run a runtime's user code during layout.
///
/// The files of a module share one runtime (one interpreter: its current file, range, scopes,
/// budgets, the environment being read), and `frames`, `check` and `render` lay a module's
/// scenarios out on every core. A pass that calls user code (`runAtLayoutTime`) takes the gate
/// for its outermost call and holds it until that call returns; another thread's pass waits its
/// turn, so each call sees the interpreter exactly as it would alone. Calls nested inside the
/// holder's user code (an `alignmentGuide` inside a `GeometryReader`'s content) run on the
/// thread the holder's code runs on (the interpreter's large stack, not the thread that took the
/// gate), so that thread is recorded and its calls go straight in.
final class LayoutTimeGate: @unchecked Sendable {
    private let turn = MutualExclusion()
    private let state = MutualExclusion()
    /// The thread running the holder's user code.
    private var runner: pthread_t?

    /// Whether the calling thread is running user code of the gate's holder (a nested call).
    var isHeldByCallingThread: Bool {
        state.lock()
        defer { state.unlock() }
        return runner.map { pthread_equal($0, pthread_self()) != 0 } ?? false
    }

    /// Runs `body` once every other thread's turn has ended.
    func inTurn<T>(_ body: () throws -> T) rethrows -> T {
        turn.lock()
        defer { turn.unlock() }
        return try body()
    }

    /// Runs `body` (the holder's user code) on the calling thread, recorded as the thread whose
    /// nested calls go straight in.
    func running<T>(_ body: () throws -> T) rethrows -> T {
        state.lock()
        let saved = runner
        runner = pthread_self()
        state.unlock()
        defer {
            state.lock()
            runner = saved
            state.unlock()
        }
        return try body()
    }
}
