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
import Snapshots

/// What `serve` answers at each URL:
/// - `/` (with the switches as query parameters): the page (`ServePage`);
/// - `/site/<variant key>/<path>`: a file of that variant's drawing, drawn first if stale;
/// - `/status/<variant key>`: the drawing's generation, diagnostics and summary as JSON;
/// - `/events`: the server-sent events (`rendering`, then `change` with the new generation).
struct ServeRoutes: Sendable {
    let site: LiveSite
    let defaults: SiteVariant

    func respond(to request: HTTPRequest) -> HTTPResponse {
        let path = request.path
        if path == "/" || path == "/index.html" {
            switch SiteVariant.from(query: request.query, defaults: defaults) {
            case .success(let variant):
                return .content(Data(ServePage.html(variant: variant, inputs: site.inputs).utf8), type: "text/html; charset=utf-8")
            case .failure(let problem):
                return .text(.badRequest, problem.message)
            }
        }
        if path == "/events" { return .eventStream }
        if path.hasPrefix("/status/") {
            guard let variant = SiteVariant(key: String(path.dropFirst("/status/".count))) else { return .text(.notFound, "not found") }
            return status(site.rendering(for: variant))
        }
        if path.hasPrefix("/site/") {
            let rest = path.dropFirst("/site/".count)
            let key = rest.prefix { $0 != "/" }
            guard let variant = SiteVariant(key: String(key)) else { return .text(.notFound, "not found") }
            let rendering = site.rendering(for: variant)
            guard let folder = rendering.folder, let root = SiteRoot(folder) else {
                // Nothing drawn yet: the page shows why above the frame.
                return .content(Data("<!DOCTYPE html><meta charset=\"utf-8\"><pre>\(ServePage.escape(rendering.diagnostics))</pre>".utf8),
                                type: "text/html; charset=utf-8")
            }
            let filePath = String(rest.dropFirst(key.count))
            return StaticFiles.response(root: root, urlPath: filePath.isEmpty ? "/" : filePath)
        }
        return .text(.notFound, "not found")
    }

    private func status(_ rendering: LiveSite.Rendering) -> HTTPResponse {
        // Keys in sorted order, as the page has always received them.
        let object = JSONValue.object([
            ("diagnostics", .string(rendering.diagnostics)),
            ("generation", .number(Double(rendering.generation))),
            ("seconds", .number(rendering.seconds)),
            ("summary", .string(rendering.summary)),
        ])
        return .content(Data(object.serialized().utf8), type: "application/json")
    }
}
