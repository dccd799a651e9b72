import ArgumentParsing
import Foundation
import Testing
import TestSupport
@testable import LayoutLensCLI

/// `serve` end to end: a real server on a port the kernel picks, a temporary project edited
/// while the test listens for the page's event. Waits end as soon as what is awaited arrives,
/// with generous bounds for a loaded machine.
@Suite(.serialized)
struct ServeCommandTests {
    /// A red box of 100 × 50 pt: its diagram's description reads "red 100×50".
    private static func box(width: Int) -> String {
        "import SwiftUI\n\n#Preview(\"box\") {\n    Color.red.frame(width: \(width), height: 50)\n}\n"
    }

    private static let defaults = SiteVariant(device: "iphone-15", dynamicType: "large", theme: "auto", labels: "all")

    private func project(_ name: String) throws -> URL {
        let folder = try ScratchFolder.fresh("serve-\(name)")
        try Data(Self.box(width: 100).utf8).write(to: folder.appendingPathComponent("Box.swift"))
        return folder
    }

    private func start(_ folder: URL) throws -> ServeSession {
        try ServeSession(inputs: [folder.path], passThrough: ["--no-steps"], defaults: Self.defaults,
                         host: "127.0.0.1", port: 0, io: CapturedOutput().io)
    }

    @Test func aSaveSendsAChangeEventAndThePageShowsTheNewLayout() throws {
        let folder = try project("change")
        let session = try start(folder)
        defer { session.stop() }
        let port = session.server.port
        #expect(port > 0)
        let page = RawHTTPClient.get("/", port: port)
        #expect(page.status == 200)
        #expect(page.body.contains("src=\"/site/iphone-15~large~auto~all/index.html\""))
        #expect(page.body.contains("new EventSource(\"/events\")"))
        let svgPath = "/site/iphone-15~large~auto~all/diagrams/box/box.svg"
        #expect(RawHTTPClient.get(svgPath, port: port).body.contains("red 100×50"))

        let listener = try #require(RawHTTPClient(port: port))
        defer { listener.close() }
        listener.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        #expect(listener.read(until: { $0.contains("retry: 1000\n\n") }).hasPrefix("HTTP/1.1 200 OK"))
        // As an editor saves: a new file renamed over the old one.
        try Data(Self.box(width: 160).utf8).write(to: folder.appendingPathComponent("Box.swift"), options: .atomic)
        let events = listener.read(until: { $0.contains("event: change\ndata: 2\n\n") }, timeout: 60)
        #expect(events.contains("event: change\ndata: 2\n\n"))
        // The frame's width is what the source now says.
        let svg = RawHTTPClient.get(svgPath, port: port).body
        #expect(svg.contains("red 160×50"))
        #expect(!svg.contains("red 100×50"))
        // Nothing was written into the project.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Box.swift"])
    }

    @Test func theSwitchesDrawTheSiteForAnotherDevice() throws {
        let session = try start(try project("switches"))
        defer { session.stop() }
        let port = session.server.port
        let page = RawHTTPClient.get("/?device=iphone-se&dynamic-type=accessibility1&theme=dark", port: port)
        #expect(page.body.contains("src=\"/site/iphone-se~accessibility1~dark~all/index.html\""))
        #expect(page.body.contains("<option selected>iphone-se</option>"))
        // The diagram is the canvas plus 6 pt of margin on each side (its viewBox starts at -6):
        // 393 + 12 = 405 on the iPhone 15, 375 + 12 = 387 on the iPhone SE (Apple's screen widths in points).
        #expect(RawHTTPClient.get("/site/iphone-15~large~auto~all/diagrams/box/box.svg", port: port).body.contains("width=\"405\""))
        #expect(RawHTTPClient.get("/site/iphone-se~accessibility1~dark~all/diagrams/box/box.svg", port: port).body.contains("width=\"387\""))
        #expect(RawHTTPClient.get("/?device=iphone-99", port: port).status == 400)
    }

    @Test func errorsAreShownWithTheirSourceLine() throws {
        let folder = try project("errors")
        try Data("import SwiftUI\n\n#Preview(\"box\") {\n    Color.red.frame(width: 100 height: 50)\n}\n".utf8)
            .write(to: folder.appendingPathComponent("Box.swift"))
        let session = try start(folder)
        defer { session.stop() }
        let status = RawHTTPClient.get("/status/iphone-15~large~auto~all", port: session.server.port)
        #expect(status.status == 200)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(status.body.utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? String)
        #expect(diagnostics.contains("Box.swift:4:"))
        #expect(diagnostics.contains(" error: "))
        #expect(diagnostics.contains("Color.red.frame(width: 100 height: 50)"))
    }

    @Test func requestsOutsideTheSiteAreRefused() throws {
        let session = try start(try project("hostile"))
        defer { session.stop() }
        let port = session.server.port
        for path in ["/site/iphone-15~large~auto~all/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/site/iphone-15~large~auto~all/..%2f..%2fBox.swift",
                     "/site/iphone-15~large~auto~all/.layoutlens-manifest"] {
            #expect(RawHTTPClient.get(path, port: port).status == 403, "\(path)")
        }
        #expect(RawHTTPClient.get("/site/..~large~auto~all/index.html", port: port).status == 404)
        #expect(RawHTTPClient.get("/Box.swift", port: port).status == 404)
    }

    @Test func stoppingDeletesTheServersFolder() throws {
        let session = try start(try project("stop"))
        #expect(FileManager.default.fileExists(atPath: session.workFolder))
        session.stop()
        #expect(!FileManager.default.fileExists(atPath: session.workFolder))
    }

    @Test func renderWatchDrawsAgainAfterASave() throws {
        let folder = try project("watch")
        // The output folder inside the watched one: writing the site must not start another drawing.
        let out = folder.appendingPathComponent("site").path
        let outcome = CommandLineParser(root: LayoutLens.rootSpec).parse(["render", folder.path, "--out", out, "--labels", "all", "--no-steps", "--watch"])
        guard case .run(let arguments) = outcome else {
            Issue.record("the arguments did not parse")
            return
        }
        let captured = CapturedOutput()
        let stop = StopRequest()
        let finished = DispatchSemaphore(value: 0)
        Thread {
            _ = RenderWatch.run(arguments, io: captured.io, stop: stop, draw: RenderCommand.draw)
            finished.signal()
        }.start()
        defer {
            stop.stop()
            finished.wait()
        }
        let svg = out + "/diagrams/box/box.svg"
        #expect(waitFor { captured.output.contains("Watching for changes") })
        #expect(((try? String(contentsOfFile: svg, encoding: .utf8)) ?? "").contains("red 100×50"))
        try Data(Self.box(width: 160).utf8).write(to: folder.appendingPathComponent("Box.swift"), options: .atomic)
        #expect(waitFor { captured.output.components(separatedBy: "Rendered ").count == 3 })
        #expect(((try? String(contentsOfFile: svg, encoding: .utf8)) ?? "").contains("red 160×50"))
        // A settle of 30 ms gathers a save; half a second later no third drawing has started.
        usleep(500_000)
        #expect(captured.output.components(separatedBy: "Rendered ").count == 3, "\(captured.output)")
    }

    /// Polls `condition` every 20 ms for up to `timeout` seconds.
    private func waitFor(timeout: Double = 60, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}
