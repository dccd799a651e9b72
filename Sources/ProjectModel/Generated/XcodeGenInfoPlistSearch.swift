/// The Info.plist xcodegen gives a target that names none: when neither `info: path:` nor an
/// `INFOPLIST_FILE` setting is written, xcodegen sets `INFOPLIST_FILE` to the first file named
/// `Info.plist` among the target's `sources` (XcodeGen's `PBXProjGenerator.getInfoPlist`: each
/// source path in order, the path itself when it is a file so named, else a file so named inside
/// that folder). Which of several `Info.plist` files inside one folder xcodegen takes follows the
/// file system's enumeration; LayoutLens takes the shallowest, then the first by path
/// (**unverified** for a folder holding more than one).
enum XcodeGenInfoPlistSearch {
    static let fileName = "Info.plist"

    /// The Info.plist among `files` (absolute paths found for the target) that xcodegen would
    /// take for a target with these source rules, whose paths are relative to `folder`.
    static func infoPlist(sources: [GlobRule], files: [String], folder: String) -> String? {
        let candidates = files.filter { ProjectPath.lastComponent($0) == fileName }
        for rule in sources {
            let root = rule.pattern == "**" ? folder : ProjectPath.join(folder, rule.pattern)
            let inside = candidates.filter { $0 == root || $0.hasPrefix(root + "/") }
            if let first = inside.min(by: { depth($0) != depth($1) ? depth($0) < depth($1) : $0 < $1 }) { return first }
        }
        return nil
    }

    private static func depth(_ path: String) -> Int { path.split(separator: "/").count }
}
