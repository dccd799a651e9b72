import Diagnostics

/// The files under a generated project's folder, walked once, and the Swift files and resources
/// each target's globs pick from them. A source glob contributes Swift files, and the asset
/// catalogs, string tables and other resources Xcode would put in the target's resources phase
/// (xcodegen sorts a source folder's files by type so; Tuist's buildable folders are synchronised
/// folders); a resource glob contributes every file or bundle-like folder it matches.
struct GeneratedTargetFiles {
    /// Paths relative to the folder: files, and folders that are one resource (`Assets.xcassets`).
    private let entries: [(relative: String, isBundle: Bool)]
    let folder: String
    /// The folders outside `folder` that globs climbing out of it reach, each walked once for all
    /// the project's targets.
    private var outer: [String: [(relative: String, isBundle: Bool)]] = [:]

    init(folder: String, diagnostics: inout [Diagnostic]) {
        self.folder = folder
        self.entries = Self.walk(folder, diagnostics: &diagnostics)
    }

    /// The files and bundle-like folders below `folder`, relative to it.
    private static func walk(_ folder: String, diagnostics: inout [Diagnostic]) -> [(relative: String, isBundle: Bool)] {
        var walker = FolderWalker()
        var found: [(relative: String, isBundle: Bool)] = []
        func relative(_ path: String) -> String { ProjectPath.relative(path, to: folder) ?? path }
        walker.walk(folder, descend: { path in
            if FolderContents.opaqueExtensions.contains(ProjectPath.fileExtension(path)) {
                found.append((relative(path), true))
                return false
            }
            return ProjectPath.fileExtension(path) != "xcodeproj"
        }, file: { path in found.append((relative(path), false)) })
        diagnostics += walker.diagnostics
        return found
    }

    /// Swift files and resources of `target`, sorted, as paths joined to the folder. A glob that
    /// climbs out of the project's folder (`../../Tests/App/**/*.swift`: Tuist resolves a glob
    /// relative to the manifest's folder, Tuist docs "SourceFilesList"; the manifest reader has
    /// already refused one that leaves the Tuist root) is matched below the folder its leading
    /// `..` steps reach.
    mutating func members(of target: GeneratedTarget, diagnostics: inout [Diagnostic]) -> (sources: [String], resources: [String]) {
        var sources: Set<String> = []
        var resources: Set<String> = []
        func matches(_ rule: GlobRule) -> [(path: String, isBundle: Bool)] {
            guard let climbed = Self.climb(rule) else {
                return Self.matches(inner: rule, in: entries).map { (ProjectPath.join(folder, $0.relative), $0.isBundle) }
            }
            let base = ProjectPath.join(folder, Array(repeating: "..", count: climbed.steps).joined(separator: "/"))
            if outer[base] == nil { outer[base] = Self.walk(base, diagnostics: &diagnostics) }
            return Self.matches(inner: climbed.inner, in: outer[base] ?? []).map { (ProjectPath.join(base, $0.relative), $0.isBundle) }
        }
        for rule in target.sources {
            for entry in matches(rule) {
                if !entry.isBundle, ProjectPath.fileExtension(entry.path) == "swift" { sources.insert(entry.path) }
                else if entry.isBundle || FolderContents.isRecognisedResource(entry.path) { resources.insert(entry.path) }
            }
        }
        for rule in target.resources {
            for entry in matches(rule) where entry.isBundle || ProjectPath.fileExtension(entry.path) != "swift" {
                resources.insert(entry.path)
            }
        }
        if let infoPlist = target.infoPlistPath { resources.insert(infoPlist) }
        return (sources.sorted(), resources.sorted())
    }

    /// The Swift files Tuist synthesized for `target` and the repository commits: Tuist writes a
    /// target's resource and bundle accessors into the `Derived/Sources` folder beside the project
    /// manifest (docs.tuist.dev, "Synthesized files": "writes them into the Derived directory
    /// relative to the directory containing the project"), one file per kind named
    /// `<Kind>+<Target>.swift` (`TuistAssets+Home.swift`, `TuistBundle+Home.swift`; Tuist 1–2:
    /// `Assets+Home.swift`, `Bundle+Home.swift`), and adds them to the target's sources. The
    /// file's suffix names the target (or its product name).
    func synthesizedFiles(of target: GeneratedTarget) -> [String] {
        let names = Set([target.name, target.productName].compactMap { $0 })
        let folderPrefix = "Derived/Sources/"
        return entries.compactMap { entry -> String? in
            guard !entry.isBundle, entry.relative.hasPrefix(folderPrefix), entry.relative.hasSuffix(".swift") else { return nil }
            let file = entry.relative.dropFirst(folderPrefix.count).dropLast(".swift".count)
            guard !file.contains("/"), let plus = file.lastIndex(of: "+") else { return nil }
            return names.contains(String(file[file.index(after: plus)...])) ? ProjectPath.join(folder, entry.relative) : nil
        }.sorted()
    }

    /// A rule whose pattern begins with `..` steps: how many, and the rule relative to the folder
    /// they reach (its exclusions and inclusions too, where they begin with the same steps).
    private static func climb(_ rule: GlobRule) -> (steps: Int, inner: GlobRule)? {
        let parts = FileGlob(rule.pattern).pattern.split(separator: "/", omittingEmptySubsequences: true)
        let steps = parts.prefix { $0 == ".." }.count
        guard steps > 0 else { return nil }
        let prefix = Array(repeating: "..", count: steps).joined(separator: "/") + "/"
        func inner(_ pattern: String) -> String {
            let normal = FileGlob(pattern).pattern
            return normal.hasPrefix(prefix) ? String(normal.dropFirst(prefix.count)) : normal
        }
        return (steps, GlobRule(inner(rule.pattern), excluding: rule.excluding.map(inner), including: rule.including.map(inner)))
    }

    private static func matches(inner rule: GlobRule, in entries: [(relative: String, isBundle: Bool)]) -> [(relative: String, isBundle: Bool)] {
        let glob = FileGlob(rule.pattern)
        let excluded = rule.excluding.map(FileGlob.init)
        let included = rule.including.map(FileGlob.init)
        return entries.filter { entry in
            guard glob.matches(entry.relative), !excluded.contains(where: { $0.matchesItselfOrFolder(of: entry.relative) }) else { return false }
            return included.isEmpty || included.contains { $0.matchesItselfOrFolder(of: entry.relative) }
        }
    }
}
