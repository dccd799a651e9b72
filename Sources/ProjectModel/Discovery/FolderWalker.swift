import Diagnostics
import FileAccess

/// Walks folders depth first in name order, skipping what is never part of an app's source
/// (build products, dependency checkouts, version-control and hidden folders), following links
/// to folders only once per walk (a visited set of real paths, so a link loop ends), never
/// following a link out of the project (`LinkBoundary`: a `Sources → /` link is not a walk of
/// the disk) and stopping after `fileLimit` files of one walk with a warning.
struct FolderWalker {
    /// Folders SwiftPM, Xcode, CocoaPods, Carthage, git and npm fill with things that are not the
    /// app's own source. Hidden folders (`.name`) are skipped too.
    static let skippedFolders: Set<String> = [".build", "DerivedData", ".git", "Pods", "node_modules", ".swiftpm"]
    static let fileLimit = 50_000
    /// Folders one walk enters at most (a tree of empty folders would otherwise have no bound).
    static let folderLimit = 50_000

    private(set) var diagnostics: [Diagnostic] = []

    /// Calls `file` for every regular file under `root` (links followed), descending into a
    /// folder only when `descend` says so (it is also asked for `root`'s subfolders, not `root`).
    mutating func walk(_ root: String, descend: (String) -> Bool = { _ in true }, file: (String) -> Void) {
        var pending = [root]
        var first = true
        var visited: Set<String> = []
        var fileCount = 0
        var folderCount = 0
        let boundary = LinkBoundary(walking: root)
        while let folder = pending.popLast() {
            guard let real = FileSystem.realPath(folder) else { continue }
            if !visited.insert(real).inserted {
                if !first || FileSystem.isSymbolicLink(folder) { diagnostics.append(.aboutFile(folder, .symbolicLinkLoop(folder))) }
                continue
            }
            first = false
            folderCount += 1
            if folderCount > Self.folderLimit {
                diagnostics.append(.aboutFile(root, .tooManyFiles(limit: Self.folderLimit, folder: root)))
                return
            }
            var subfolders: [String] = []
            for name in FileSystem.entries(of: folder) {
                let path = folder == "." ? name : ProjectPath.join(folder, name)
                if let boundary, boundary.isLinkLeaving(path) {
                    if !Self.isSkipped(name, in: folder) {
                        diagnostics.append(.aboutFile(path, .symbolicLinkOutsideProject(path, target: LinkBoundary.target(of: path))))
                    }
                    continue
                }
                switch FileSystem.kind(of: path) {
                case .folder:
                    if Self.isSkipped(name, in: folder) || !descend(path) { continue }
                    subfolders.append(path)
                case .file:
                    guard !name.hasPrefix(".") else { continue }
                    fileCount += 1
                    if fileCount > Self.fileLimit {
                        diagnostics.append(.aboutFile(root, .tooManyFiles(limit: Self.fileLimit, folder: root)))
                        return
                    }
                    file(path)
                case .missing, .other:
                    continue
                }
            }
            pending.append(contentsOf: subfolders.reversed())
        }
    }

    static func isSkipped(_ name: String, in folder: String) -> Bool {
        if name.hasPrefix(".") || skippedFolders.contains(name) { return true }
        return name == "Checkouts" && ProjectPath.lastComponent(folder) == "Carthage"
    }
}
