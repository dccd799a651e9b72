import FileAccess
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `.swift` entries under a folder, found with `opendir`/`readdir`: what Foundation's
/// `FileManager.enumerator(atPath:)` walk found before (about 70 000 instructions an entry in
/// swift-corelibs-foundation, which builds an `NSString` path and asks its attributes for each),
/// with the same answers:
/// - every entry whose name ends in `.swift`, files, links and folders alike, as a path relative
///   to the folder (`sub/view.swift`);
/// - hidden entries (`.git`, `.build`) and `__Snapshots__` folders are neither listed nor walked;
/// - a link to a folder is not walked into, and neither is a folder given as a link (the
///   enumerator lists nothing under it);
/// - a folder that cannot be read is skipped;
/// - a `.swift` link whose target lies outside the project (`LinkBoundary`) is not listed: the
///   discovery walk reports it (`symbolicLinkOutsideProject`) and nothing outside is read.
/// The order is the walk's; callers sort.
enum SwiftFileListing {
    static func relativePaths(under base: String) -> [String] {
        var boundary: LinkBoundary??
        func leavesProject(_ path: String) -> Bool {
            if boundary == nil { boundary = .some(LinkBoundary(walking: base)) }
            guard let known = boundary, let limit = known else { return false }
            return limit.isLinkLeaving(path)
        }
        var info = stat()
        guard lstat(base, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return [] }
        var found: [String] = []
        var pending: [String] = [""]
        while let relativeFolder = pending.popLast() {
            let folder = relativeFolder.isEmpty ? base : base + "/" + relativeFolder
            guard let stream = opendir(folder) else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) {
                    String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
                }
                if name.hasPrefix(".") || name == "__Snapshots__" { continue }
                let relative = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
                if name.hasSuffix(".swift") {
                    let isLink = entry.pointee.d_type == UInt8(DT_LNK) || entry.pointee.d_type == UInt8(DT_UNKNOWN)
                    if !(isLink && leavesProject(folder + "/" + name)) { found.append(relative) }
                }
                if isFolder(entry.pointee.d_type, path: folder + "/" + name) { pending.append(relative) }
            }
        }
        return found
    }

    /// Whether an entry is a folder itself (not a link to one), from its type or, when the file
    /// system does not say, from `lstat`.
    private static func isFolder(_ type: UInt8, path: String) -> Bool {
        if type == UInt8(DT_DIR) { return true }
        guard type == UInt8(DT_UNKNOWN) else { return false }
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
