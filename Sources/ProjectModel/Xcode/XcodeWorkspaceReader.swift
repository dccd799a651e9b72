import Diagnostics
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

/// Reads `X.xcworkspace/contents.xcworkspacedata` (XML) for the projects and packages it names:
/// `<FileRef location = "kind:path">`, inside `<Group location = "…">`s that nest. Kinds:
/// `group:` — relative to the enclosing group's folder (the workspace's folder at the top),
/// `container:` — relative to the workspace's folder, `absolute:`; `self:` (the workspace inside
/// an `.xcodeproj`) names nothing new. A scan of tags and attributes, not a full XML parser: the
/// file is machine-written and only these two elements matter.
public enum XcodeWorkspaceReader {
    public static let sizeLimit = 1 << 20

    /// The paths the workspace at `path` (the `.xcworkspace` folder) refers to, in file order.
    public static func references(_ path: String) -> (paths: [String], diagnostics: [Diagnostic]) {
        let workspace = ProjectPath.normalize(path)
        let file = ProjectPath.join(workspace, "contents.xcworkspacedata")
        switch FileSystem.readText(file, limit: sizeLimit) {
        case .success(let bytes): return (references(in: String(decoding: bytes, as: UTF8.self), folder: ProjectPath.parent(workspace)), [])
        case .failure(let failure): return ([], [failure.diagnostic])
        }
    }

    static func references(in text: String, folder: String) -> [String] {
        var groups: [String] = [folder]
        var paths: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            let name = tag.prefix { !$0.isWhitespace && $0 != "/" && $0 != ">" }
            if tag.hasPrefix("/Group") { if groups.count > 1 { groups.removeLast() }; continue }
            guard name == "Group" || name == "FileRef" else { continue }
            let resolved = location(in: tag).flatMap { resolve($0, group: groups.last ?? folder, folder: folder) }
            if name == "Group" {
                if !tag.hasSuffix("/") { groups.append(resolved ?? groups.last ?? folder) }
            } else if let resolved {
                paths.append(resolved)
            }
        }
        return paths
    }

    /// The value of the `location` attribute, entities decoded.
    private static func location(in tag: Substring) -> String? {
        guard let key = tag.firstRange(of: "location") else { return nil }
        let afterKey = tag[key.upperBound...].drop { $0.isWhitespace || $0 == "=" }
        guard let quote = afterKey.first, quote == "\"" || quote == "'" else { return nil }
        let value = afterKey.dropFirst().prefix { $0 != quote }
        return String(value).replacing("&quot;", with: "\"").replacing("&apos;", with: "'")
            .replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&amp;", with: "&")
    }

    private static func resolve(_ location: String, group: String, folder: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return ProjectPath.join(group, path)
        case "container": return ProjectPath.join(folder, path)
        case "absolute": return ProjectPath.normalize(path)
        default: return nil
        }
    }
}
