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
        isNormal(path) ? path : fullyNormalized(path)
    }

    /// `normalize` without the shortcut for a path that is already normal.
    static func fullyNormalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if component == "..", absolute { continue }
            parts.append(component)
        }
        // Appended part by part rather than `parts.joined(separator: "/")`: the generic `joined`
        // instantiates a type over `[Substring]` from its mangled name, whose first use scans every
        // loaded image's conformance records (≈ 0.3 M instructions of a cold run, docs/performance.md).
        var joined = absolute ? "/" : ""
        var first = true
        for part in parts {
            if !first { joined.append("/") }
            joined.append(contentsOf: part)
            first = false
        }
        if absolute { return joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `normalize` would return `path` as it is: not empty, and no component (between
    /// slashes, after a leading one) empty, `.` or `..`. Checked over the bytes, so the paths a
    /// walk makes (already normal) are not split and joined again.
    static func isNormal(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var length = 0
        var dots = 0
        var first = true
        for byte in path.utf8 {
            if byte == slash {
                // An empty component is allowed only before the leading slash.
                if (length == 0 && !first) || (length > 0 && dots == length && length <= 2) { return false }
                first = false
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == dot { dots += 1 }
            }
        }
        return length > 0 && !(dots == length && length <= 2)
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
        // A normal path has no empty component but `/` itself.
        guard let slash = normal.utf8.lastIndex(of: UInt8(ascii: "/")) else { return normal }
        let start = normal.utf8.index(after: slash)
        return start == normal.utf8.endIndex ? normal : String(normal[start...])
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
