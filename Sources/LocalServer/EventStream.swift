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

/// The open server-sent-event listeners (the HTML standard's `text/event-stream`) and what is
/// sent to all of them. A listener that cannot take an event at once (its socket buffer is full)
/// or has gone away is dropped; the browser's `EventSource` reconnects by itself after the
/// `retry` delay.
public final class EventStream: @unchecked Sendable {
    private let lock = MutualExclusion()
    private var listeners: [Int32] = []
    private let limit: Int
    private let budget: ConnectionBudget
    private var keepAliveStop = false

    init(limit: Int, budget: ConnectionBudget, keepAlive: Double) {
        self.limit = limit
        self.budget = budget
        DetachedThread.start { [weak self] in
            while let stream = self, !stream.lock.withLock({ stream.keepAliveStop }) {
                // A comment line (starts with `:`) is ignored by EventSource; a failed send finds a closed page.
                stream.send(raw: ": keep-alive\n\n")
                let end = SocketCalls.monotonicSeconds() + keepAlive
                while SocketCalls.monotonicSeconds() < end, !stream.lock.withLock({ stream.keepAliveStop }) { usleep(100_000) }
            }
        }
    }

    /// How many listeners are open.
    public var listenerCount: Int { lock.withLock { listeners.count } }

    /// Sends `event` with `data` (one line) to every listener.
    public func send(event: String, data: String) {
        let lineSafe = String(String.UnicodeScalarView(data.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
        send(raw: "event: \(event)\ndata: \(lineSafe)\n\n")
    }

    /// Takes over a connection whose response head was sent; false (and nothing taken) when full.
    func adopt(_ fd: Int32, greeting: String) -> Bool {
        lock.withLock {
            guard listeners.count < limit, !keepAliveStop else { return false }
            SocketCalls.setNonBlocking(fd, true)
            guard sendNow(fd, greeting) else { return false }
            listeners.append(fd)
            return true
        }
    }

    func stop() {
        lock.withLock {
            keepAliveStop = true
            for fd in listeners { close(fd); budget.giveBack() }
            listeners = []
        }
    }

    private func send(raw: String) {
        lock.withLock {
            listeners.removeAll { fd in
                if sendNow(fd, raw) { return false }
                close(fd)
                budget.giveBack()
                return true
            }
        }
    }

    private func sendNow(_ fd: Int32, _ text: String) -> Bool {
        SocketCalls.sendWithoutWaiting(fd, Array(text.utf8))
    }
}
