/// Xcode 16's folder-synchronised groups (`PBXFileSystemSynchronizedRootGroup`): every file under
/// the folder belongs to each target that lists the group in `fileSystemSynchronizedGroups`, Swift
/// files as sources and the rest as resources. A `PBXFileSystemSynchronizedBuildFileExceptionSet`
/// in the group's `exceptions` names a target and `membershipExceptions`, paths relative to the
/// folder; for a target that lists the group they are left out of it, and for a target that does
/// not they are the only files of the folder it gets.
///
/// Sources: CocoaPods Xcodeproj's `PBXFileSystemSynchronizedBuildFileExceptionSet` ("files in the
/// group that are excluded from the target"); immich-app/immich's `Runner.xcodeproj`, where an
/// exception set for the `Runner` target on the `Utility` folder, which no target lists, adds
/// `Mutex.swift` to `Runner`; and the `Info.plist` exception Xcode writes so the file is not also
/// copied as a resource ("Multiple commands produce …/Info.plist").
struct SynchronizedFolder {
    /// Files compiled rather than copied (only Swift files are kept as sources).
    static let compiledExtensions: Set<String> = ["swift", "m", "mm", "c", "cc", "cpp", "h", "hpp", "metal", "s", "xcconfig", "entitlements"]

    var folder: String
    /// Sub-folders (relative) kept as one member (`explicitFolders`).
    var explicitFolders: Set<String> = []

    struct Members {
        var sources: [String] = []
        var resources: [String] = []
    }

    /// The members of the folder for one target: `exceptions` are paths relative to the folder;
    /// `ownsFolder` says whether the target lists the group (exceptions leave out) or not
    /// (exceptions are the only members).
    func members(exceptions: [String], ownsFolder: Bool, walker: inout FolderWalker) -> Members {
        let excepted = Set(exceptions.map(ProjectPath.normalize))
        func isMember(_ path: String) -> Bool {
            guard let relative = ProjectPath.relative(path, to: folder) else { return false }
            return isExcepted(relative) != ownsFolder
        }
        func isExcepted(_ relative: String) -> Bool {
            var path = relative
            while true {
                if excepted.contains(path) { return true }
                guard let slash = path.lastIndex(of: "/") else { return false }
                path = String(path[..<slash])
            }
        }
        var members = Members()
        let explicitFolderPaths = explicitFolders.map { ProjectPath.join(folder, $0) }
        let contents = FolderContents.collect(folder, walker: &walker) { path in
            !Self.compiledExtensions.contains(ProjectPath.fileExtension(path))
        }
        // An explicit folder is one member, like an asset catalog.
        for path in contents.swiftFiles where isMember(path) && !explicitFolderPaths.contains(where: { ProjectPath.isInside(path, folder: $0) }) {
            members.sources.append(path)
        }
        for path in contents.resources where isMember(path) && !explicitFolderPaths.contains(where: { ProjectPath.isInside(path, folder: $0) && path != $0 }) {
            members.resources.append(path)
        }
        for path in explicitFolderPaths where isMember(path) && FileSystem.kind(of: path) == .folder { members.resources.append(path) }
        return members
    }
}
