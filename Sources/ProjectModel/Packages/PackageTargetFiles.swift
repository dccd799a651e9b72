import Diagnostics

/// The files of one package target as SwiftPM finds them: the target's folder is `path:` when
/// given, else `<dir>/<Target>` for the first of SwiftPM's predefined folders that exists —
/// `Sources`, `Source`, `src`, `srcs` (test targets: `Tests` first; plugins: `Plugins`), or from
/// tools version 5.9 the predefined folder itself for a package's only target of that root — its
/// Swift files are those under the folder (or under the `sources:` paths) minus `exclude:`, and its
/// resources are the `resources:` rules' paths plus the types SwiftPM processes without a rule.
/// (SwiftPM `PackageBuilder`'s predefined directories; PackageDescription `Target` reference.)
struct PackageTargetFiles {
    var folder: String?
    var sourceFiles: [String] = []
    var resourcePaths: [String] = []
    var infoPlistPath: String?

    static func predefinedFolders(for kind: PackageManifest.Target.Kind) -> [String] {
        switch kind {
        case .test: return ["Tests", "Sources", "Source", "src", "srcs"]
        case .plugin: return ["Plugins"]
        default: return ["Sources", "Source", "src", "srcs"]
        }
    }

    static func find(_ target: PackageManifest.Target, in manifest: PackageManifest, walker: inout FolderWalker,
                     diagnostics: inout [Diagnostic]) -> PackageTargetFiles {
        let manifestFile = ProjectPath.join(manifest.folder, "Package.swift")
        var files = PackageTargetFiles()
        let packageFolder = ProjectPath.normalize(manifest.folder)
        func insidePackage(_ resolved: String, entry: String) -> Bool {
            if ProjectPath.isInside(resolved, folder: packageFolder) { return true }
            diagnostics.append(.aboutFile(manifestFile, .targetOutsidePackage(target.name, package: manifest.name, entry: entry)))
            return false
        }
        if let path = target.path {
            let folder = ProjectPath.join(manifest.folder, path)
            guard insidePackage(folder, entry: path) else { return files }
            guard FileSystem.kind(of: folder) == .folder else {
                diagnostics.append(.aboutFile(manifestFile, .pathNotFound(folder, what: "path of target '\(target.name)'")))
                return files
            }
            files.folder = folder
        } else {
            let candidates = predefinedFolders(for: target.kind).map { ProjectPath.join(manifest.folder, $0 + "/" + target.name) }
            guard let folder = candidates.first(where: { FileSystem.kind(of: $0) == .folder })
                    ?? wholePredefinedFolder(for: target, in: manifest) else {
                diagnostics.append(.aboutFile(manifestFile, .pathNotFound(candidates[0], what: "folder of target '\(target.name)'")))
                return files
            }
            files.folder = folder
        }
        guard let folder = files.folder else { return files }
        let excluded = target.exclude.map { ProjectPath.join(folder, $0) } + manifestFiles(of: manifest)
        // An entry's path below the target's folder; nil when it leaves the package.
        func resolved(_ entry: String) -> String? {
            let path = ProjectPath.join(folder, entry)
            return insidePackage(path, entry: entry) ? path : nil
        }
        let declaredResources = target.resources.compactMap(resolved)
        let roots = target.sources.map { $0.compactMap(resolved) } ?? [folder]
        for root in roots {
            switch FileSystem.kind(of: root) {
            case .file:
                if ProjectPath.fileExtension(root) == "swift" { files.sourceFiles.append(root) }
            case .folder:
                // Declared resource folders are read below, as resources.
                let contents = FolderContents.collect(root, excluded: excluded + declaredResources, walker: &walker)
                files.sourceFiles += contents.swiftFiles
                files.resourcePaths += contents.resources
            case .missing, .other:
                diagnostics.append(.aboutFile(manifestFile, .pathNotFound(root, what: "source path of target '\(target.name)'")))
            }
        }
        for resource in declaredResources {
            switch FileSystem.kind(of: resource) {
            case .file: files.resourcePaths.append(resource)
            case .folder:
                if FolderContents.opaqueExtensions.contains(ProjectPath.fileExtension(resource)) {
                    files.resourcePaths.append(resource)
                } else {
                    files.resourcePaths += FolderContents.collect(resource, excluded: excluded, walker: &walker) { _ in true }.resources
                }
            case .missing, .other:
                diagnostics.append(.aboutFile(manifestFile, .pathNotFound(resource, what: "resource of target '\(target.name)'")))
            }
        }
        files.sourceFiles = Array(Set(files.sourceFiles)).sorted()
        files.resourcePaths = Array(Set(files.resourcePaths)).sorted()
        files.infoPlistPath = files.resourcePaths.first { ProjectPath.lastComponent($0) == "Info.plist" }
        return files
    }

    /// The predefined folder itself (`Sources/`, not `Sources/<Target>`) when SwiftPM lets the
    /// target fill it: from tools version 5.9, a target that is the only one of its source root —
    /// the only test target, the only plugin, or the only target of any other kind — and has no
    /// `<Target>` folder "may be allowed to occupy the entire predefined target directory"
    /// (SwiftPM `PackageBuilder.findPath(for:)` with `Manifest.targetsWithCommonSourceRoot(type:)`).
    static func wholePredefinedFolder(for target: PackageManifest.Target, in manifest: PackageManifest) -> String? {
        guard let version = manifest.toolsVersion, version >= .relaxedSourceFolder else { return nil }
        let sharingRoot = manifest.targets.filter { sourceRoot(of: $0.kind) == sourceRoot(of: target.kind) }
        guard sharingRoot.count == 1 else { return nil }
        return predefinedFolders(for: target.kind).map { ProjectPath.join(manifest.folder, $0) }
            .first { FileSystem.kind(of: $0) == .folder }
    }

    /// Which predefined folders a kind of target is looked for in: tests and plugins have their
    /// own, every other kind shares `Sources`.
    private static func sourceRoot(of kind: PackageManifest.Target.Kind) -> PackageManifest.Target.Kind {
        switch kind {
        case .test, .plugin: return kind
        default: return .regular
        }
    }

    /// The package's manifests (`Package.swift`, `Package@swift-5.9.swift`): never a target's
    /// sources, even for a target whose `path:` is the package's own folder (`path: "."`, as in
    /// Apple's sample-backyard-birds packages, which build, so SwiftPM leaves the manifest out).
    static func manifestFiles(of manifest: PackageManifest) -> [String] {
        FileSystem.entries(of: manifest.folder).filter { name in
            name == "Package.swift" || name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")
        }.sorted().map { ProjectPath.join(manifest.folder, $0) }
    }
}
