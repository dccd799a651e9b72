import Foundation
import LocalServer

/// A running `serve`: the server's own folder, the live site, the HTTP server and the watcher.
/// `stop()` ends them and deletes the folder.
final class ServeSession: @unchecked Sendable {
    let server: LocalHTTPServer
    let site: LiveSite
    let watcher: FileWatcher
    let workFolder: String

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
        watcher = FileWatcher(paths: inputs + Self.watchedOptionPaths(passThrough), excluding: [workFolder],
                              forcePolling: forcePolling) { changed in
            server.events.send(event: "rendering", data: "\(site.currentGeneration + 1)")
            let generation = site.inputsChanged()
            let names = changed.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
            let drawn = site.rendering(for: defaults)
            io.output("Changed \(names): drawn again (generation \(generation), \(String(format: "%.2f", drawn.seconds)) s)\n")
            server.events.send(event: "change", data: "\(generation)")
        }
    }

    var url: String { server.url }

    func stop() {
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
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: template])
        }
        return String(cString: made)
    }
}
