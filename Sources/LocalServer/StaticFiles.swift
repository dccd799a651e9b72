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

/// Answers a request for a file of a site folder: 200 with the file, 403 for a path that tries
/// to leave the folder, 404 for one that names nothing.
public enum StaticFiles {
    /// `urlPath` is relative to `root` and already percent-decoded (`HTTPRequest.path`, less any prefix).
    public static func response(root: SiteRoot, urlPath: String) -> HTTPResponse {
        switch root.lookup(urlPath) {
        case .refused: return .text(.forbidden, "refused: the path leaves the site")
        case .missing: return .text(.notFound, "not found")
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else { return .text(.notFound, "not found") }
            return .content(data, type: MediaType.of(path: path))
        }
    }
}
