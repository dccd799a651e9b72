/// The little of Foundation manifests use to ask about the machine building them (Tuist runs a
/// manifest on the developer's Mac, so `FileManager.default.fileExists(atPath:)` or
/// `ProcessInfo.processInfo.environment` can change what it declares). LayoutLens never reads
/// the machine for a manifest: each answer is what a fresh checkout on a clean machine gives (no
/// such file, no such variable), reported as a `projectManifestRunAssumed` warning through
/// `__manifestAssumed`, and nothing is ever written or copied. Swift source, run by the
/// interpreter before the manifest's helpers.
enum FoundationWithoutIO {
    static let fileName = "LayoutLens-ProjectDescription.swift"

    static let source = #"""
    struct URL {
        var path: String
        init(fileURLWithPath path: String) { self.path = path }
        init?(string: String) { self.path = string }
        var absoluteString: String { path }
        var lastPathComponent: String { String(path.split(separator: "/").last ?? "") }
        func deletingLastPathComponent() -> URL {
            var parts = path.split(separator: "/").map { String($0) }
            if !parts.isEmpty { parts.removeLast() }
            return URL(fileURLWithPath: "/" + parts.joined(separator: "/"))
        }
        func appendingPathComponent(_ component: String) -> URL { URL(fileURLWithPath: path + "/" + component) }
        func appending(path component: String) -> URL { appendingPathComponent(component) }
    }

    final class FileManager {
        static let `default` = FileManager()
        func fileExists(atPath path: String) -> Bool {
            __manifestAssumed("whether '\(path)' exists", "it does not")
            return false
        }
        var currentDirectoryPath: String {
            __manifestAssumed("the current folder", "'.'")
            return "."
        }
        var homeDirectoryForCurrentUser: URL {
            __manifestAssumed("the home folder", "'~'")
            return URL(fileURLWithPath: "~")
        }
        func copyItem(atPath: String, toPath: String) throws {
            __manifestAssumed("a copy of '\(atPath)'", "it was not made")
        }
        func contentsOfDirectory(atPath path: String) throws -> [String] {
            __manifestAssumed("the contents of '\(path)'", "it is empty")
            return []
        }
    }

    final class ProcessInfo {
        static let processInfo = ProcessInfo()
        var environment: [String: String] {
            __manifestAssumed("the environment variables", "none is set")
            return [:]
        }
    }

    struct Environment {
        static func value(_ name: String) -> String? {
            __manifestAssumed("the environment variable '\(name)'", "it is not set")
            return nil
        }
    }
    """#
}
