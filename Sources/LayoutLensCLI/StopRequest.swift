import Dispatch
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

/// Tells a long-running command (`serve`, `render --watch`) to finish: on Ctrl-C (SIGINT) or
/// SIGTERM from the terminal, or when a test calls `stop()`.
final class StopRequest: @unchecked Sendable {
    private let condition = ConditionLock()
    private var stopped = false
    private var handlers: [@Sendable () -> Void] = []
    private var sources: [any DispatchSourceSignal] = []

    /// A request that `stop()` alone ends.
    init() {}

    /// A request that Ctrl-C or SIGTERM ends. The signals' default action (ending the process at
    /// once, leaving the temporary site behind) is replaced while the command runs.
    static func onInterrupt() -> StopRequest {
        let request = StopRequest()
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { request.stop() }
            source.resume()
            request.sources.append(source)
        }
        return request
    }

    func stop() {
        let toCall = condition.withLock { () -> [@Sendable () -> Void] in
            guard !stopped else { return [] }
            stopped = true
            condition.broadcast()
            return handlers
        }
        toCall.forEach { $0() }
    }

    var isStopped: Bool { condition.withLock { stopped } }

    /// Calls `handler` on stop (at once when already stopped).
    func onStop(_ handler: @escaping @Sendable () -> Void) {
        let already = condition.withLock { () -> Bool in
            if !stopped { handlers.append(handler) }
            return stopped
        }
        if already { handler() }
    }

    /// Waits until stopped, then gives the signals their default action back.
    func wait() {
        condition.withLock { while !stopped { condition.wait() } }
        for source in sources { source.cancel() }
        if !sources.isEmpty {
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
    }
}
