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

/// A small HTTP/1.1 server on the C socket API, for one person's browser on the same machine.
///
/// One thread reads requests: it accepts connections and collects each one's request head with
/// `poll(2)`, so a slow client costs a buffer and a socket, never a thread, and is answered 408
/// when `ServerLimits.headDeadline` passes. A complete head goes to a fixed set of worker
/// threads that call `handler` and write the response. Every response closes its connection,
/// except event streams, which `events` keeps. Connections beyond `maxConnections` are answered
/// 503 and closed. Only GET and HEAD are served, and on a loopback address only to requests
/// whose `Host` names this machine (`HostCheck`).
public final class LocalHTTPServer: @unchecked Sendable {
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    /// The port the server listens on (the chosen one when started on port 0).
    public let port: Int
    public let host: String
    /// The server-sent-event listeners; `events.send(event:data:)` reaches every open page.
    public let events: EventStream
    private let limits: ServerLimits
    private let handler: Handler
    private let listener: ListeningSocket
    private let budget: ConnectionBudget
    private let workers: WorkQueue
    /// Written to wake the reading thread when the server stops.
    private let wakePipe: (read: Int32, write: Int32)
    private let stopped = CountingSemaphore()
    private let lock = MutualExclusion()
    private var stopping = false

    /// Binds `host:port` and starts answering. `eventGreeting` is sent to each new event listener.
    public init(host: String = "127.0.0.1", port: Int, limits: ServerLimits = ServerLimits(),
                handler: @escaping Handler) throws {
        listener = try ListeningSocket(host: host, port: port)
        self.port = listener.port
        self.host = host
        self.limits = limits
        self.handler = handler
        budget = ConnectionBudget(limit: limits.maxConnections)
        events = EventStream(limit: limits.maxEventStreams, budget: budget, keepAlive: limits.eventKeepAlive)
        // A handler that recurses deeply (laying out previews) runs that work on a large stack itself.
        workers = WorkQueue(threads: limits.workerThreads)
        var pipeEnds: [Int32] = [0, 0]
        _ = pipe(&pipeEnds)
        wakePipe = (pipeEnds[0], pipeEnds[1])
        // The system keeps at most 15 bytes of a thread's name (pthread_setname_np(3): a longer
        // name is refused with ERANGE), hence `lens-http-…` (seen in `top -H`, debuggers).
        DetachedThread.start(name: "lens-http-read") { [self] in readLoop() }
    }

    /// `http://host:port/`.
    public var url: String { "http://\(host):\(port)/" }

    /// Stops accepting, closes every connection still being read and every event stream, and
    /// waits for the reading thread to end. Requests already being answered finish.
    public func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopping = true }
            return !stopping
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)
        stopped.wait()
        events.stop()
        workers.stop()
        close(listener.fd)
        close(wakePipe.read)
        close(wakePipe.write)
    }

    deinit { stop() }

    /// A connection whose request head is still arriving.
    private struct Pending {
        var fd: Int32
        var bytes: [UInt8] = []
        var deadline: Double
    }

    private func readLoop() {
        var pending: [Pending] = []
        defer {
            for connection in pending { close(connection.fd); budget.giveBack() }
            stopped.signal()
        }
        while true {
            var polls = [pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0),
                         pollfd(fd: listener.fd, events: Int16(POLLIN), revents: 0)]
            polls += pending.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let now = SocketCalls.monotonicSeconds()
            let nearest = pending.map(\.deadline).min().map { max(0, $0 - now) } ?? 1
            _ = poll(&polls, nfds_t(polls.count), Int32(min(nearest, 1) * 1000) + 1)
            if polls[0].revents != 0 { return }
            // Reads first (the pending indices match polls[2...]), then deadlines, then new connections.
            var finished: Set<Int> = []
            for index in pending.indices where polls[index + 2].revents != 0 {
                if read(into: &pending[index]) { finished.insert(index) }
            }
            let after = SocketCalls.monotonicSeconds()
            for index in pending.indices where !finished.contains(index) && pending[index].deadline <= after {
                refuse(pending[index].fd, .text(.requestTimeout, "the request head did not arrive in time"))
                finished.insert(index)
            }
            if !finished.isEmpty {
                pending = pending.enumerated().filter { !finished.contains($0.offset) }.map(\.element)
            }
            if polls[1].revents != 0 { acceptAll(into: &pending) }
        }
    }

    private func acceptAll(into pending: inout [Pending]) {
        while true {
            let fd = accept(listener.fd, nil, nil)
            guard fd >= 0 else { return }
            SocketCalls.setNonBlocking(fd, true)
            guard budget.tryTake() else {
                // Answered without reading: the refusal fits any socket buffer.
                _ = SocketCalls.sendAll(fd, HTTPResponse.text(.serviceUnavailable, "too many connections").serialized(),
                                        deadline: SocketCalls.monotonicSeconds())
                SocketCalls.finish(fd)
                continue
            }
            pending.append(Pending(fd: fd, deadline: SocketCalls.monotonicSeconds() + limits.headDeadline))
        }
    }

    /// Reads what arrived; true when the connection left the reading stage (dispatched, refused or closed).
    private func read(into connection: inout Pending) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { recv(connection.fd, $0.baseAddress, $0.count, 0) }
        if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { return false }
        guard count > 0 else {
            close(connection.fd)
            budget.giveBack()
            return true
        }
        let searchStart = connection.bytes.count
        connection.bytes += chunk[0..<count]
        if let end = HTTPRequestParser.headEnd(in: connection.bytes, searchingFrom: searchStart), end <= limits.maxHeadBytes {
            dispatch(connection.fd, head: connection.bytes[0..<end])
            return true
        }
        if connection.bytes.count > limits.maxHeadBytes {
            let firstLine = connection.bytes.prefix(limits.maxHeadBytes).firstIndex(of: UInt8(ascii: "\n"))
            let status: HTTPStatus = firstLine == nil && limits.maxRequestLineBytes < limits.maxHeadBytes ? .uriTooLong : .requestHeaderFieldsTooLarge
            refuse(connection.fd, .text(status, "the request head is larger than \(limits.maxHeadBytes) bytes"))
            return true
        }
        return false
    }

    private func refuse(_ fd: Int32, _ response: HTTPResponse) {
        let fd = fd
        workers.add { [self] in
            _ = SocketCalls.sendAll(fd, response.serialized(), deadline: SocketCalls.monotonicSeconds() + limits.writeDeadline)
            SocketCalls.finish(fd)
            budget.giveBack()
        }
    }

    private func dispatch(_ fd: Int32, head: ArraySlice<UInt8>) {
        let head = Array(head)
        workers.add { [self] in
            let deadline = SocketCalls.monotonicSeconds() + limits.writeDeadline
            let request: HTTPRequest
            switch HTTPRequestParser.parse(head[...], limits: limits) {
            case .success(let parsed): request = parsed
            case .failure(let refusal):
                _ = SocketCalls.sendAll(fd, HTTPResponse.text(refusal.status, refusal.reason).serialized(), deadline: deadline)
                SocketCalls.finish(fd)
                budget.giveBack()
                return
            }
            let response: HTTPResponse
            if !HostCheck.accepts(request, servedOn: host) {
                response = .text(request.header("host") == nil ? .badRequest : .forbidden,
                                 "the Host header must name this machine (127.0.0.1 or localhost)")
            } else if request.method == "GET" || request.method == "HEAD" {
                response = handler(request)
            } else {
                var refusal = HTTPResponse.text(.methodNotAllowed, "only GET and HEAD are served")
                refusal.headers.append(("Allow", "GET, HEAD"))
                response = refusal
            }
            let sendDeadline = SocketCalls.monotonicSeconds() + limits.writeDeadline
            if response.isEventStream && request.method == "GET" {
                if events.adopt(fd, greeting: String(decoding: response.serialized(), as: UTF8.self) + "retry: 1000\n\n") { return }
                _ = SocketCalls.sendAll(fd, HTTPResponse.text(.serviceUnavailable, "too many event listeners").serialized(), deadline: sendDeadline)
            } else {
                _ = SocketCalls.sendAll(fd, response.serialized(includingBody: request.method != "HEAD"), deadline: sendDeadline)
            }
            SocketCalls.finish(fd)
            budget.giveBack()
        }
    }
}
