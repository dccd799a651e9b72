import Diagnostics

/// The files under a generated project's folder, walked once, and the Swift files and resources
/// each target's globs pick from them. A source glob contributes Swift files, and the asset
/// catalogs, string tables and other resources Xcode would put in the target's resources phase
/// (xcodegen sorts a source folder's files by type so; Tuist's buildable folders are synchronised
/// folders); a resource glob contributes every file or bundle-like folder it matches.
struct GeneratedTargetFiles {
    /// Paths relative to the folder: files, and folders that are one resource (`Assets.xcassets`).
    private var entries: [(relative: String, isBundle: Bool)] = []
    let folder: String

    init(folder: String, diagnostics: inout [Diagnostic]) {
        self.folder = folder
        var walker = FolderWalker()
        var found: [(String, Bool)] = []
        let base = folder
        func relative(_ path: String) -> String { ProjectPath.relative(path, to: base) ?? path }
        walker.walk(folder, descend: { path in
            if FolderContents.opaqueExtensions.contains(ProjectPath.fileExtension(path)) {
                found.append((relative(path), true))
                return false
            }
            return ProjectPath.fileExtension(path) != "xcodeproj"
        }, file: { path in found.append((relative(path), false)) })
        entries = found.map { (relative: $0.0, isBundle: $0.1) }
        diagnostics += walker.diagnostics
    }

    /// Swift files and resources of `target`, sorted, as paths joined to the folder.
    func members(of target: GeneratedTarget) -> (sources: [String], resources: [String]) {
        var sources: Set<String> = []
        var resources: Set<String> = []
        for rule in target.sources {
            for entry in matches(rule) {
                if !entry.isBundle, ProjectPath.fileExtension(entry.relative) == "swift" { sources.insert(entry.relative) }
                else if entry.isBundle || FolderContents.isRecognisedResource(entry.relative) { resources.insert(entry.relative) }
            }
        }
        for rule in target.resources {
            for entry in matches(rule) where entry.isBundle || ProjectPath.fileExtension(entry.relative) != "swift" {
                resources.insert(entry.relative)
            }
        }
        var resourcePaths = resources.map { ProjectPath.join(folder, $0) }
        if let infoPlist = target.infoPlistPath { resourcePaths.append(infoPlist) }
        return (sources.map { ProjectPath.join(folder, $0) }.sorted(), Array(Set(resourcePaths)).sorted())
    }

    private func matches(_ rule: GlobRule) -> [(relative: String, isBundle: Bool)] {
        let glob = FileGlob(rule.pattern)
        let excluded = rule.excluding.map(FileGlob.init)
        let included = rule.including.map(FileGlob.init)
        return entries.filter { entry in
            guard glob.matches(entry.relative), !excluded.contains(where: { $0.matchesItselfOrFolder(of: entry.relative) }) else { return false }
            return included.isEmpty || included.contains { $0.matchesItselfOrFolder(of: entry.relative) }
        }
    }
}
