import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A test client on the socket API, so tests can send what no well-behaved client would
/// (traversal paths, huge or unfinished heads) and read exactly what came back.
public struct RawHTTPClient: Sendable {
    public let fd: Int32

    /// Connects to 127.0.0.1:`port`; nil when the connection is refused.
    public init?(port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            Glibc.close(fd)
            return nil
        }
        self.fd = fd
    }

    /// Sends `text`; false when the server already closed the connection.
    @discardableResult
    public func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }

    /// Everything the server sends until it closes the connection, or until `timeout` seconds pass.
    public func readAll(timeout: Double = 20) -> String {
        String(decoding: readBytes(until: { _ in false }, timeout: timeout), as: UTF8.self)
    }

    /// Reads until `done` holds for what arrived, the server closes, or `timeout` passes.
    public func read(until done: (String) -> Bool, timeout: Double = 20) -> String {
        String(decoding: readBytes(until: { done(String(decoding: $0, as: UTF8.self)) }, timeout: timeout), as: UTF8.self)
    }

    private func readBytes(until done: ([UInt8]) -> Bool, timeout: Double) -> [UInt8] {
        var received: [UInt8] = []
        let end = Date().addingTimeInterval(timeout)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while Date() < end {
            var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 100) > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += chunk[0..<count]
            if done(received) { break }
        }
        return received
    }

    public func close() { Glibc.close(fd) }

    /// A whole GET exchange: the status code and the body.
    public static func get(_ path: String, port: Int, headers: String = "") -> (status: Int, body: String) {
        guard let client = RawHTTPClient(port: port) else { return (0, "") }
        defer { client.close() }
        client.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(headers)\r\n")
        return parse(client.readAll())
    }

    /// The status code and body of a response's text (0 when there is no status line).
    public static func parse(_ response: String) -> (status: Int, body: String) {
        let parts = response.components(separatedBy: "\r\n\r\n")
        let statusLine = parts.first?.split(separator: "\r\n").first ?? ""
        let words = statusLine.split(separator: " ")
        let status = words.count >= 2 ? Int(words[1]) ?? 0 : 0
        return (status, parts.dropFirst().joined(separator: "\r\n\r\n"))
    }
}
