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
import LocalServer
import SwiftUIRuntime
import Workers

/// A running `serve`: the server's own folder, the live site, the HTTP server and the watcher.
/// `stop()` ends them and deletes the folder.
public final class ServeSession: @unchecked Sendable {
    public let server: LocalHTTPServer
    let site: LiveSite
    let watcher: FileWatcher
    /// The folder the site is drawn into, in the system's temporary folder.
    public let workFolder: String
    private let announcements = Announcements()

    /// `seconds` with two decimals, as C's `%.2f` writes a duration (`0.50`, `12.34`).
    static func twoDecimals(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < 1e15 else { return "\(seconds)" }
        let hundredths = Int((seconds * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// `serve INPUTS --port PORT` with every other option at its default.
    public convenience init(inputs: [String], port: Int = 0, io: CommandIO) throws {
        try self.init(inputs: inputs, passThrough: [], defaults: SiteVariant(device: PreviewDevice.default.name, dynamicType: "large",
                                                                              theme: "auto", labels: "auto"),
                      host: "127.0.0.1", port: port, io: io)
    }

    /// Draws the default variant once, then listens on `host:port` (0: a free port) and watches
    /// the inputs. Each change is announced to the open pages after the viewed variants are drawn.
    init(inputs: [String], passThrough: [String], defaults: SiteVariant, host: String, port: Int,
         limits: ServerLimits = ServerLimits(), forcePolling: Bool = false, io: CommandIO) throws {
        workFolder = try Self.makeWorkFolder()
        let site = LiveSite(inputs: inputs, passThrough: passThrough, workFolder: workFolder)
        self.site = site
        let first = site.rendering(for: defaults)
        if !first.diagnostics.isEmpty { io.error(first.diagnostics) }
        let routes = ServeRoutes(site: site, defaults: defaults)
        do {
            server = try LocalHTTPServer(host: host, port: port, limits: limits) { routes.respond(to: $0) }
        } catch {
            try? FileManager.default.removeItem(atPath: workFolder)
            throw error
        }
        let server = self.server
        let announcements = self.announcements
        watcher = FileWatcher(paths: inputs + Self.watchedOptionPaths(passThrough), excluding: [workFolder],
                              forcePolling: forcePolling) { changed in
            server.events.send(event: "rendering", data: "\(site.currentGeneration + 1)")
            let generation = site.inputsChanged()
            let names = ChangedFiles.names(changed)
            let drawn = site.rendering(for: defaults)
            io.output("Changed \(names): drawn again (generation \(generation), \(Self.twoDecimals(drawn.seconds)) s)\n")
            server.events.send(event: "change", data: "\(generation)")
            announcements.announce(generation)
        }
    }

    public var url: String { server.url }

    /// Waits until the `change` event of `generation` (1 is the first drawing; each save adds
    /// one) has been sent to the pages; false after `timeout` seconds.
    public func waitForChangeEvent(generation: Int, timeout: Double) -> Bool {
        announcements.wait(for: generation, timeout: timeout)
    }

    public func stop() {
        watcher.stop()
        server.stop()
        try? FileManager.default.removeItem(atPath: workFolder)
    }

    /// Files named by pass-through options that change a drawing: fonts and templates.
    private static func watchedOptionPaths(_ passThrough: [String]) -> [String] {
        zip(passThrough, passThrough.dropFirst()).compactMap { option, value in
            option == "--font" || option == "--templates" ? value : nil
        }
    }

    /// A new folder in the system's temporary folder (`TMPDIR`), readable only by this user.
    private static func makeWorkFolder() throws -> String {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-serve-XXXXXX").path
        var bytes = Array(template.utf8CString)
        guard let made = mkdtemp(&bytes) else {
            throw CocoaError(.fileWriteUnknown, userInfo: ["NSFilePath": template])
        }
        return String(cString: made)
    }
}

/// The last generation announced to the pages, for those waiting on it.
private final class Announcements: @unchecked Sendable {
    private let condition = ConditionLock()
    private var generation = 1

    func announce(_ value: Int) {
        condition.withLock {
            generation = max(generation, value)
            condition.broadcast()
        }
    }

    func wait(for value: Int, timeout: Double) -> Bool {
        let end = ConditionLock.deadline(after: timeout)
        return condition.withLock {
            while generation < value, condition.wait(until: end) {}
            return generation >= value
        }
    }
}
