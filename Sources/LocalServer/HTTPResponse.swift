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

/// What the server sends back: a complete response, or the start of an event stream.
public struct HTTPResponse: Sendable {
    public var status: HTTPStatus
    /// Extra header fields; `Content-Length`, `Connection` and the safety headers are added when sent.
    public var headers: [(name: String, value: String)]
    public var body: Data
    /// The connection stays open as a `text/event-stream` (server-sent events) listener.
    public var isEventStream: Bool

    public init(status: HTTPStatus, headers: [(name: String, value: String)] = [], body: Data = Data(), isEventStream: Bool = false) {
        self.status = status
        self.headers = headers
        self.body = body
        self.isEventStream = isEventStream
    }

    /// A plain-text response, e.g. the reason for a refusal.
    public static func text(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Data((message + "\n").utf8))
    }

    /// A body of the given media type.
    public static func content(_ body: Data, type: String) -> HTTPResponse {
        HTTPResponse(status: .ok, headers: [("Content-Type", type)], body: body)
    }

    /// Switches the connection to an event stream (the `EventStream` sends the events).
    public static var eventStream: HTTPResponse {
        HTTPResponse(status: .ok, headers: [("Content-Type", "text/event-stream; charset=utf-8")], isEventStream: true)
    }

    /// The bytes on the wire. Every response closes its connection (`Connection: close`, RFC 9112
    /// §9.6) except an event stream; nothing is cached (`no-store`), since the site changes with
    /// every save; `nosniff` keeps browsers to the declared type.
    public func serialized(includingBody: Bool = true) -> Data {
        var head = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
        for header in headers { head += "\(header.name): \(header.value)\r\n" }
        if isEventStream {
            head += "Connection: keep-alive\r\n"
        } else {
            head += "Content-Length: \(body.count)\r\nConnection: close\r\n"
        }
        head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n\r\n"
        var bytes = Data(head.utf8)
        if includingBody && !isEventStream { bytes.append(body) }
        return bytes
    }
}
