/// Finds the manifests of generated projects among the files of a folder walk, and decides
/// which are read.
///
/// Precedence: a `Project.swift` or `project.yml` with a `*.xcodeproj` in the same folder is not
/// read for modules — the `.xcodeproj` is what Xcode opens and builds, and a committed one is
/// what the repository's own CI checks (xcodegen projects such as element-x-ios commit it; Tuist
/// projects usually ignore it in git, so when it is present it was generated locally from the
/// manifest beside it). The manifest is still compared with it: targets it declares that the
/// `.xcodeproj` lacks are reported (`generatedProjectDiffers`), as the project may be stale. A
/// manifest alone makes the modules.
enum GeneratedManifests {
    /// The file names looked at (manifests and Tuist's configuration).
    static let fileNames: Set<String> = ["Project.swift", "Workspace.swift", "Tuist.swift", "Config.swift", "project.yml"]

    struct Found {
        /// Manifests to read for modules: `Project.swift` or `project.yml`.
        var projects: [String] = []
        /// `Workspace.swift` files (their projects are queued when read).
        var workspaces: [String] = []
        /// Manifests beside an `.xcodeproj`, with it.
        var shadowed: [(manifest: String, project: String)] = []
        /// Folders holding a `Tuist` folder or `Tuist.swift` above a Tuist manifest.
        var tuistRoots: [String] = []
        /// The local plugin folders the roots' configurations list (`TuistPlugins`): tooling too.
        var tuistPluginFolders: [String] = []

        var projectFolders: [String] { projects.map(ProjectPath.parent) }

        /// A manifest or a file of a Tuist root's `Tuist/` folder: tooling, not app source.
        func isToolingFile(_ path: String) -> Bool {
            if projects.contains(path) || workspaces.contains(path) || shadowed.contains(where: { $0.manifest == path }) { return true }
            return tuistRoots.contains { root in
                ProjectPath.isInside(path, folder: ProjectPath.join(root, "Tuist"))
                    || path == ProjectPath.join(root, "Tuist.swift")
            } || tuistPluginFolders.contains { ProjectPath.isInside(path, folder: $0) }
        }

        /// `Tuist/` of a Tuist root: its `Package.swift` lists the project's external
        /// dependencies; it is not a package of the app's.
        func isToolingFolder(_ folder: String) -> Bool {
            tuistRoots.contains { ProjectPath.join($0, "Tuist") == folder }
        }
    }

    /// `files` (from a walk) sorted into what is read; `projectFolders` are folders holding an
    /// `.xcodeproj`; `xcodeGenSpecs` are XcodeGen specs of other names that scripts pass to it
    /// (`GeneratorInvocations`), read as a `project.yml` is.
    static func classify(_ files: [String], projectFolders: Set<String>, xcodeGenSpecs: Set<String> = []) -> Found {
        var found = Found()
        for file in files.sorted() {
            let name = ProjectPath.lastComponent(file)
            let folder = ProjectPath.parent(file)
            switch name {
            case "Project.swift", "Workspace.swift":
                guard TuistManifestReader.isManifest(file) else { continue }
                if let root = TuistManifestReader.root(above: folder), !found.tuistRoots.contains(root) {
                    found.tuistRoots.append(root)
                    found.tuistPluginFolders += TuistPlugins.localPluginFolders(rootFolder: root)
                }
                if name == "Workspace.swift" { found.workspaces.append(file); continue }
                if let project = xcodeProject(in: folder, known: projectFolders) { found.shadowed.append((file, project)) }
                else { found.projects.append(file) }
            case _ where name == "project.yml" || xcodeGenSpecs.contains(file):
                if let project = xcodeProject(in: folder, known: projectFolders) { found.shadowed.append((file, project)) }
                else { found.projects.append(file) }
            default:
                continue
            }
        }
        return found
    }

    /// The manifest of a generated project in `folder` (entries `names`), for a file given
    /// alone: a Tuist `Project.swift` or an xcodegen `project.yml`.
    static func manifest(in folder: String, names: [String]) -> String? {
        if names.contains("Project.swift") {
            let path = ProjectPath.join(folder, "Project.swift")
            if TuistManifestReader.isManifest(path) { return path }
        }
        return names.contains("project.yml") ? ProjectPath.join(folder, "project.yml") : nil
    }

    private static func xcodeProject(in folder: String, known: Set<String>) -> String? {
        guard known.contains(folder) else { return nil }
        // A bundle without its `project.pbxproj` (schemes committed, the project generated) shadows
        // nothing: the manifest is the project (`XcodeProjectBundle`).
        return FileSystem.entries(of: folder).first { name in
            ProjectPath.fileExtension(name) == "xcodeproj" && XcodeProjectBundle.hasProjectFile(ProjectPath.join(folder, name))
        }.map { ProjectPath.join(folder, $0) }
    }
}
