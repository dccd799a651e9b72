import FileAccess
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

/// Which files and folders a watch covers: the inputs, and for a folder every folder below it
/// except hidden ones and build products (`.build`, `DerivedData`), whose churn is not a save.
enum WatchedFiles {
    /// The folders to watch for `paths` (a file's own folder, a folder and its subfolders), at most `limit`.
    static func folders(for paths: [String], excluding excluded: [String] = [], limit: Int = 4_096) -> [String] {
        var folders: [String] = []
        var seen: Set<String> = []
        func add(_ folder: String) {
            guard folders.count < limit, !isUnder(folder, excluded), seen.insert(folder).inserted else { return }
            folders.append(folder)
        }
        for path in paths {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else { continue }
            guard isDirectory else {
                add(PathText.deletingLastComponent(absolute))
                continue
            }
            var queue = [absolute]
            while let folder = queue.popLast(), folders.count < limit {
                guard !isUnder(folder, excluded) else { continue }
                add(folder)
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                for entry in entries.sorted() where !isIgnored(entry) {
                    let child = folder + "/" + entry
                    var childIsDirectory = false
                    // Links are not followed: a link to `/` must not make the watch walk the disk.
                    if (try? FileManager.default.destinationOfSymbolicLink(atPath: child)) == nil,
                       FileManager.default.fileExists(atPath: child, isDirectory: &childIsDirectory), childIsDirectory {
                        queue.append(child)
                    }
                }
            }
        }
        return folders
    }

    /// Names a save never concerns: hidden files, build folders, editors' backup and swap files.
    static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
            || name == "DerivedData" || name == "4913"
    }

    /// Whether a change to `path` matters for `inputs`: a file under an input folder, or in the
    /// folder of an input file (a file read alone may be read with its package's other files).
    static func matters(_ path: String, inputs: [String], excluding excluded: [String] = []) -> Bool {
        guard !isIgnored(PathText.lastComponent(path)), !isUnder(path, excluded) else { return false }
        return inputs.contains { input in
            var isDirectory = false
            let exists = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
            let folder = exists && !isDirectory ? PathText.deletingLastComponent(input) : input
            return path == input || path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
        }
    }

    /// Whether `path` is one of `folders` or inside one.
    static func isUnder(_ path: String, _ folders: [String]) -> Bool {
        folders.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }
}
