/// Lexical path arithmetic (no file-system access): paths in the model are spelled from the
/// folders the user named, so the same input gives the same strings on every machine.
enum ProjectPath {
    /// `relative` resolved against `base` (an absolute `relative` is kept), then normalised.
    static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        if relative.isEmpty { return normalize(base) }
        return normalize(base.isEmpty ? relative : base + "/" + relative)
    }

    /// Drops `.` and empty components and folds `a/..`; a leading `..` of a relative path stays.
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if component == "..", absolute { continue }
            parts.append(component)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder holding `path` (`.` for a bare name; `..` above `.`, `../..` above `..`).
    static func parent(_ path: String) -> String {
        let normal = normalize(path)
        if normal == "." { return ".." }
        if normal == ".." || normal.hasSuffix("/..") { return normal + "/.." }
        guard let slash = normal.lastIndex(of: "/") else { return "." }
        return slash == normal.startIndex ? "/" : String(normal[..<slash])
    }

    /// The last component of `path`.
    static func lastComponent(_ path: String) -> String {
        let normal = normalize(path)
        return normal.split(separator: "/").last.map(String.init) ?? normal
    }

    /// The extension of the last component, lowercased, without the dot (`""` when none).
    static func fileExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// True when `path` is `folder` or lies below it (both normalised).
    static func isInside(_ path: String, folder: String) -> Bool {
        if folder == "." { return !path.hasPrefix("/") && !path.hasPrefix("..") }
        return path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// `path` relative to `folder` when it lies inside it.
    static func relative(_ path: String, to folder: String) -> String? {
        guard isInside(path, folder: folder) else { return nil }
        if path == folder { return "" }
        if folder == "." { return path }
        return String(path.dropFirst(folder == "/" ? 1 : folder.count + 1))
    }
}
