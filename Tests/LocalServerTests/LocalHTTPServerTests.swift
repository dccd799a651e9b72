import Foundation
import Testing
@testable import LocalServer
import TestSupport

/// The server over real sockets on a port the kernel chooses; every wait has a generous bound
/// (a loaded 2-core machine) and ends as soon as the awaited bytes arrive.
struct LocalHTTPServerTests {
    /// A site with `index.html`, and `secret.txt` beside it (outside the site).
    private final class Fixture {
        let base: String
        let server: LocalHTTPServer
        init(limits: ServerLimits = ServerLimits()) throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("server-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: base + "/site", withIntermediateDirectories: true)
            try Data("<p>hello</p>".utf8).write(to: URL(fileURLWithPath: base + "/site/index.html"))
            try Data("secret".utf8).write(to: URL(fileURLWithPath: base + "/secret.txt"))
            let root = SiteRoot(base + "/site")!
            server = try LocalHTTPServer(port: 0, limits: limits) { request in
                request.path == "/events" ? .eventStream : StaticFiles.response(root: root, urlPath: request.path)
            }
        }
        deinit {
            server.stop()
            try? FileManager.default.removeItem(atPath: base)
        }
    }

    @Test func portZeroBindsAFreePortAndServesTheSite() throws {
        let fixture = try Fixture()
        #expect(fixture.server.port > 0)
        #expect(fixture.server.url == "http://127.0.0.1:\(fixture.server.port)/")
        let response = RawHTTPClient.get("/", port: fixture.server.port)
        #expect(response.status == 200)
        #expect(response.body == "<p>hello</p>")
    }

    @Test(arguments: ["/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/..%2fsecret.txt", "/site/../../secret.txt", "/%2e%2e%5csecret.txt"])
    func traversalIsRefused(path: String) throws {
        let fixture = try Fixture()
        let response = RawHTTPClient.get(path, port: fixture.server.port)
        #expect(response.status == 403)
        #expect(!response.body.contains("secret"))
    }

    @Test func absoluteFormAndOtherMethodsAreRefused() throws {
        let fixture = try Fixture()
        #expect(RawHTTPClient.get("http://127.0.0.1/etc/passwd", port: fixture.server.port).status == 400)
        let client = try #require(RawHTTPClient(port: fixture.server.port))
        defer { client.close() }
        client.send("POST /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n")
        #expect(RawHTTPClient.parse(client.readAll()).status == 405)
    }

    @Test func aHugeHeadIsA431AndTheServerGoesOn() throws {
        let fixture = try Fixture()
        let client = try #require(RawHTTPClient(port: fixture.server.port))
        defer { client.close() }
        // 20 000 bytes of one header field: above the 16 KiB head limit.
        client.send("GET / HTTP/1.1\r\nX-Big: " + String(repeating: "a", count: 20_000) + "\r\n\r\n")
        #expect(RawHTTPClient.parse(client.readAll()).status == 431)
        #expect(RawHTTPClient.get("/", port: fixture.server.port).status == 200)
    }

    @Test func aSlowClientTimesOutWithoutHoldingUpOthers() throws {
        var limits = ServerLimits()
        limits.headDeadline = 1
        limits.workerThreads = 1
        let fixture = try Fixture(limits: limits)
        // Several clients that never finish their heads, more than there are worker threads.
        let slow = (0..<4).compactMap { _ in RawHTTPClient(port: fixture.server.port) }
        defer { slow.forEach { $0.close() } }
        #expect(slow.count == 4)
        for client in slow { client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n") }
        #expect(RawHTTPClient.get("/", port: fixture.server.port).status == 200)
        for client in slow { #expect(RawHTTPClient.parse(client.readAll()).status == 408) }
    }

    @Test func aClientThatStopsReadingIsDroppedAfterTheWriteDeadline() throws {
        var limits = ServerLimits()
        limits.writeDeadline = 1
        limits.workerThreads = 1
        let fixture = try Fixture(limits: limits)
        // 32 MiB: more than the two sockets' buffers hold, so the only worker blocks on the write.
        try Data(count: 32 * 1024 * 1024).write(to: URL(fileURLWithPath: fixture.base + "/site/big.bin"))
        let stalled = try #require(RawHTTPClient(port: fixture.server.port))
        defer { stalled.close() }
        stalled.send("GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        // The worker is writing the file (its head has come), and the client reads no more.
        #expect(stalled.read(until: { $0.contains("200 OK") }).contains("200 OK"))
        // Served by the same worker once it gives up on the stalled client.
        #expect(RawHTTPClient.get("/", port: fixture.server.port).status == 200)
        // The stalled client was dropped, not served: the connection ends short of the file.
        #expect(stalled.readAll().utf8.count < 32 * 1024 * 1024)
    }

    @Test func aThousandParallelConnectionsAreServedOrRefused() throws {
        var limits = ServerLimits()
        // Fewer slots than connections, so both answers happen.
        limits.maxConnections = 600
        let fixture = try Fixture(limits: limits)
        let clients = (0..<1_000).compactMap { _ in RawHTTPClient(port: fixture.server.port) }
        defer { clients.forEach { $0.close() } }
        for client in clients { client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") }
        var counts: [Int: Int] = [:]
        for client in clients { counts[RawHTTPClient.parse(client.readAll()).status, default: 0] += 1 }
        #expect(clients.count == 1_000)
        #expect(counts.keys.allSatisfy { $0 == 200 || $0 == 503 }, "statuses: \(counts)")
        #expect(counts[200, default: 0] > 0)
        #expect(RawHTTPClient.get("/", port: fixture.server.port).status == 200)
    }

    /// The threads of this process whose name starts with "lens-http" (the server's reader and
    /// workers; Linux shows a thread's name, at most 15 bytes, in `/proc/self/task/*/comm`).
    private static func serverThreadCount() -> Int? {
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task") else { return nil }
        return tasks.filter { task in
            // procfs files report size 0, so they are read with read(2) until it returns 0.
            let fd = open("/proc/self/task/\(task)/comm", O_RDONLY)
            guard fd >= 0 else { return false }
            defer { close(fd) }
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = read(fd, &bytes, bytes.count)
            return count > 0 && String(decoding: bytes[..<count], as: UTF8.self).hasPrefix("lens-http")
        }.count
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task"), "thread names are read from /proc"))
    func aThousandHeldConnectionsDoNotAddThreads() throws {
        var limits = ServerLimits()
        limits.headDeadline = 60
        let fixture = try Fixture(limits: limits)
        // This server's reader and its workers name themselves once running: wait (a bounded
        // time: on a loaded machine with other suites running they may start late) so the count
        // before includes them; the process's whole thread count below bounds the growth anyway.
        let started = Date()
        while (Self.serverThreadCount() ?? 0) < 1 + limits.workerThreads, Date().timeIntervalSince(started) < 10 { usleep(10_000) }
        let before = try #require(Self.serverThreadCount())
        let allBefore = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
        // 1 000 clients that never finish their heads ("slowloris"): each holds a socket and a
        // buffer on the reader, no thread. A thread per connection would add about 1 000.
        let clients = (0..<1_000).compactMap { _ in RawHTTPClient(port: fixture.server.port) }
        defer { clients.forEach { $0.close() } }
        for client in clients { client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n") }
        #expect(clients.count == 1_000)
        #expect(RawHTTPClient.get("/", port: fixture.server.port).status == 200)
        let during = try #require(Self.serverThreadCount())
        // Other tests' servers may start meanwhile (9 threads each with the default limits); 64
        // allows several of them and is far below one thread per held connection.
        #expect(during - before < 64, "named server threads went from \(before) to \(during)")
        // Nor unnamed ones: the process as a whole (other tests' threads too) grows by far less
        // than one thread per held connection.
        let allDuring = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
        #expect(allDuring - allBefore < 500, "the process's threads went from \(allBefore) to \(allDuring)")
    }

    @Test func eventListenersReceiveWhatIsSent() throws {
        let fixture = try Fixture()
        let client = try #require(RawHTTPClient(port: fixture.server.port))
        defer { client.close() }
        client.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        let greeting = client.read(until: { $0.contains("retry: 1000\n\n") })
        #expect(greeting.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(greeting.contains("Content-Type: text/event-stream"))
        #expect(fixture.server.events.listenerCount == 1)
        fixture.server.events.send(event: "change", data: "2")
        #expect(client.read(until: { $0.contains("\n\n") }).contains("event: change\ndata: 2\n\n"))
    }

    @Test(arguments: [("Host: evil.example\r\n", 403), ("Host: evil.example:80\r\n", 403), ("", 400),
                      ("Host: localhost:1\r\n", 200), ("Host: [::1]:1\r\n", 200), ("Host: 127.0.0.1\r\n", 200)])
    func onLoopbackOnlyRequestsNamingThisMachineAreAnswered(hostLine: String, status: Int) throws {
        // A page elsewhere that rebinds its name to 127.0.0.1 still sends its own name as Host.
        let fixture = try Fixture()
        let client = try #require(RawHTTPClient(port: fixture.server.port))
        defer { client.close() }
        client.send("GET / HTTP/1.1\r\n\(hostLine)\r\n")
        #expect(RawHTTPClient.parse(client.readAll()).status == status)
    }

    @Test func stopEndsTheServerAndFreesThePort() throws {
        let fixture = try Fixture()
        let port = fixture.server.port
        fixture.server.stop()
        let connected = RawHTTPClient(port: port).map { client -> Bool in client.close(); return true }
        #expect(connected == nil)
    }
}
