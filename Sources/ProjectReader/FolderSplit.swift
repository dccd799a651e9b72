/// Paths split by the folder they share: the indices of the paths directly in it, and of those
/// in each of its subfolders (one group per subfolder, in path order).
enum FolderSplit {
    /// The folder every path is in (the deepest one they share), as a path; "" for none.
    static func sharedFolder(_ paths: [String]) -> String {
        sharedComponents(paths.map(folderComponents)).joined(separator: "/")
    }

    /// Each subfolder group with the subfolder's path (the shared folder and one more component).
    static func split(_ paths: [String]) -> (loose: [Int], subfolders: [(folder: String, members: [Int])]) {
        let folders = paths.map(folderComponents)
        let shared = sharedComponents(folders)
        var loose: [Int] = []
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, folder) in folders.enumerated() {
            guard folder.count > shared.count else { loose.append(index); continue }
            let key = folder[shared.count]
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        return (loose, order.map { key in ((shared + [key]).joined(separator: "/"), groups[key]!) })
    }

    /// `paths` with every one that is `folder` or holds it replaced by `folder`: a subfolder read
    /// as a module of its own finds resources under itself, not those of the folder around it.
    /// Paths elsewhere (a dependency's resources) stay.
    static func narrowed(_ paths: [String], to folder: String) -> [String] {
        var seen: Set<String> = []
        return paths.map { path in
            let holdsFolder = path == folder || folder.hasPrefix(path.hasSuffix("/") ? path : path + "/")
                || (path.isEmpty || path == ".") && !folder.hasPrefix("/")
            return holdsFolder ? folder : path
        }.filter { seen.insert($0).inserted }
    }

    private static func folderComponents(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    private static func sharedComponents(_ folders: [[String]]) -> [String] {
        var shared = folders.first ?? []
        for folder in folders.dropFirst() {
            var count = 0
            while count < min(shared.count, folder.count), shared[count] == folder[count] { count += 1 }
            shared = Array(shared.prefix(count))
        }
        return shared
    }
}
