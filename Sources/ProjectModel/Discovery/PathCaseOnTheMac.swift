/// A project's path written with other letter case than the file on disk (`INFOPLIST_FILE =
/// App/info.plist` for `App/Info.plist`). A Mac's startup volume is APFS in its default
/// case-insensitive form (Apple, "Disk Utility User Guide: File system formats available in Disk
/// Utility on Mac": "APFS: … Case-sensitive APFS is an option"; the default is not), so Xcode
/// opens such a file; on Linux the same path names nothing. Discovery looks the path up again
/// ignoring case, one component at a time, and takes the file only when exactly one entry of each
/// folder matches (two entries differing only in case could not both exist on that volume, so
/// two matches mean the repository was made elsewhere and the path is left as written).
enum PathCaseOnTheMac {
    /// `path` as it is on disk when it is missing as written and exactly one file or folder
    /// matches it ignoring case; nil when it exists as written or no single match exists.
    static func onDisk(_ path: String) -> String? {
        guard FileSystem.kind(of: path) == .missing else { return nil }
        let isAbsolute = path.hasPrefix("/")
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var resolved = isAbsolute ? "" : "."
        var changed = false
        for component in components {
            let candidate = resolved.isEmpty ? "/" + component : resolved + "/" + component
            if component == "." || component == ".." || FileSystem.kind(of: candidate) != .missing {
                resolved = candidate
                continue
            }
            let folder = resolved.isEmpty ? "/" : resolved
            let lowered = component.lowercased()
            let matches = FileSystem.entries(of: folder).filter { $0.lowercased() == lowered }
            guard matches.count == 1 else { return nil }
            resolved = (resolved.isEmpty ? "" : resolved) + "/" + matches[0]
            changed = true
        }
        guard changed else { return nil }
        return isAbsolute ? resolved : String(resolved.dropFirst(2))
    }
}
