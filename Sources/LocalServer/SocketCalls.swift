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

/// Thin wrappers over the C socket calls the server makes.
enum SocketCalls {
    /// `send(2)` never raises SIGPIPE on a closed peer: the call fails with EPIPE instead.
    #if os(Linux)
    static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    static let noSignal: Int32 = 0
    #endif

    static func setNonBlocking(_ fd: Int32, _ on: Bool) {
        let flags = fcntl(fd, F_GETFL)
        _ = fcntl(fd, F_SETFL, on ? flags | O_NONBLOCK : flags & ~O_NONBLOCK)
    }

    /// Sends all of `data` on a non-blocking socket, waiting for room with `poll(2)` until
    /// `deadline` (a `monotonicSeconds` value); false when the peer left or was too slow.
    static func sendAll(_ fd: Int32, _ data: Data, deadline: Double) -> Bool {
        data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var sent = 0
            while sent < buffer.count {
                let result = send(fd, base + sent, buffer.count - sent, noSignal)
                if result > 0 {
                    sent += result
                    continue
                }
                guard result < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { return false }
                let remaining = deadline - monotonicSeconds()
                guard remaining > 0 else { return false }
                var pollRequest = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&pollRequest, 1, Int32(min(remaining, 1) * 1000) + 1)
            }
            return true
        }
    }

    /// Sends `bytes` only if the socket buffer takes them all now; false otherwise.
    static func sendWithoutWaiting(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, noSignal | Int32(MSG_DONTWAIT)) } == bytes.count
    }

    /// Closes a connection after its response: the write side first, so the peer reads the
    /// whole response before it sees the end.
    static func finish(_ fd: Int32) {
        _ = shutdown(fd, Int32(SHUT_WR))
        _ = close(fd)
    }

    /// Seconds on a clock that never jumps (`CLOCK_MONOTONIC`).
    static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
