import Diagnostics

/// The state of one `ProjectDiscovery.discover` call: what was found, what was read, and the
/// modules made from it. Steps live in extensions, one file each.
struct DiscoveryRun {
    /// A package read, with the key its module ids start with.
    struct ReadPackage {
        var manifest: PackageManifest
        var key: String
        var realFolder: String
        /// The packages its `Package.resolved` pins.
        var pins: [RemoteProduct] = []
    }

    /// A project read, with the key its module ids start with.
    struct ReadProject {
        var project: XcodeProject
        var key: String
        /// The packages its `project.xcworkspace/xcshareddata/swiftpm/Package.resolved` pins.
        var pins: [RemoteProduct] = []
    }

    /// A folder given on the command line and what its walk found outside packages and projects.
    struct GivenFolder {
        var path: String
        var swiftFiles: [String] = []
        var resources: [String] = []
        /// Folders below `path` holding a `Package.swift` or an `.xcodeproj`.
        var projectFolders: [String] = []
    }

    /// A generated project's manifest read, with the key its module ids start with.
    struct ReadGenerated {
        var project: GeneratedProject
        var key: String
        var realFolder: String
        /// Packages its generator's dependency manifest (`Tuist/Package.swift`) or the project
        /// itself names: remote ones by identity with their URL, local ones as folders.
        var remotePackages: [String: String] = [:]
        var localPackages: [String] = []
        var pins: [RemoteProduct] = []
    }

    /// Runs the Tuist manifests the declarative reader cannot follow (`TuistManifestRunning`).
    var manifestRunner: (any TuistManifestRunning)?
    /// Runs the `Package.swift` manifests the declarative reader cannot follow (`PackageManifestRunning`).
    var packageManifestRunner: (any PackageManifestRunning)?
    var diagnostics: [Diagnostic] = []
    /// Paths already warned as differing from the disk only in letter case (`pathsAsOnDisk`).
    var reportedPathCases: Set<String> = []
    var pendingGenerated: [String] = []
    var toolingFiles: [String] = []
    /// SwiftGen configurations of other names that scripts or XcodeGen specs pass to
    /// `swiftgen config run --config` (`GeneratorInvocations`).
    var namedSwiftGenConfigs: [String] = []
    /// Manifests beside a committed `.xcodeproj` (which is read instead), with that project.
    var shadowedManifests: [(manifest: String, project: String)] = []
    var generated: [ReadGenerated] = []
    var pendingPackages: [String] = []
    var pendingProjects: [String] = []
    var seenRealPaths: Set<String> = []
    var givenFolders: [GivenFolder] = []
    var looseFiles: [String] = []
    /// Local dependencies with no `Package.swift` at their path, with the file that names them;
    /// reported when discovery ends (a package of the same identity may be read later).
    var missingLocalPackages: [(folder: String, namedIn: String)] = []
    /// `.xcodeproj` folders whose `project.pbxproj` could not be read, and those already given
    /// their fallback (`fallBackFromUnreadProjects`).
    var unreadProjects: Set<String> = []
    /// Of `unreadProjects`, those whose folder holds no `project.pbxproj` at all.
    var missingProjectFiles: Set<String> = []
    var fallenBackProjects: Set<String> = []
    /// Real paths of folders read as one plain-folder module in place of an unreadable project.
    var wholeFolderModules: Set<String> = []

    var packages: [ReadPackage] = []
    var projects: [ReadProject] = []
    /// Each `Package.swift` read in this run, by its path as given: a loose file's owner check
    /// and the package's reading share one read (the file does not change during a run).
    var manifestReads: [String: (manifest: PackageManifest?, diagnostics: [Diagnostic])] = [:]
    var modules: [Module.ID: Module] = [:]
    /// The folders each package's targets compile from, by the package folder as given
    /// (`packageMayCompile`, once per package however many loose files it is asked about).
    var targetFolders: [String: PackageTargetFolders] = [:]

    // MARK: Step 1: classify the paths given

    mutating func classify(_ path: String) {
        switch FileSystem.kind(of: path) {
        case .missing:
            diagnostics.append(.aboutFile(path, .pathNotFound(path, what: "input path")))
        case .other:
            diagnostics.append(.aboutFile(path, .unreadableFile(path, reason: "is a FIFO, socket or device, not a file or folder")))
        case .folder:
            switch ProjectPath.fileExtension(path) {
            case "xcodeproj": queueProject(path)
            case "xcworkspace": readWorkspace(path)
            default: walkGivenFolder(path)
            }
        case .file:
            let name = ProjectPath.lastComponent(path)
            if name == "Package.swift" { queuePackage(ProjectPath.parent(path)) }
            else if name == "project.pbxproj", ProjectPath.fileExtension(ProjectPath.parent(path)) == "xcodeproj" { queueProject(ProjectPath.parent(path)) }
            else if ProjectPath.fileExtension(path) == "swift" {
                looseFiles.append(path)
                findOwner(of: path)
            } else {
                diagnostics.append(.aboutFile(path, .unreadableFile(path, reason: "not a Swift file, a Package.swift or an .xcodeproj")))
            }
        }
    }

    mutating func walkGivenFolder(_ root: String) {
        var given = GivenFolder(path: root)
        var walker = FolderWalker()
        var found: [(package: String?, project: String?)] = []
        var workspaces: [String] = []
        var manifests: [String] = []
        var scripts: [String] = []
        walker.walk(root, descend: { folder in
            let fileExtension = ProjectPath.fileExtension(folder)
            if fileExtension == "xcodeproj" {
                if !XcodeProjectBundle.isLeftOverOfGeneratedProject(folder) { found.append((nil, folder)) }
                return false
            }
            if fileExtension == "xcworkspace" { workspaces.append(folder); return false }
            if FolderContents.opaqueExtensions.contains(fileExtension) { given.resources.append(folder); return false }
            return true
        }, file: { file in
            let name = ProjectPath.lastComponent(file)
            if name == "Package.swift", PackageManifestReader.isManifest(file) { found.append((ProjectPath.parent(file), nil)) }
            else if GeneratedManifests.fileNames.contains(name) { manifests.append(file); if name.hasSuffix(".swift") { given.swiftFiles.append(file) } }
            else if ProjectPath.fileExtension(file) == "swift" { given.swiftFiles.append(file) }
            else if FolderContents.isRecognisedResource(file) { given.resources.append(file) }
            else if GeneratorInvocations.isScript(name) { scripts.append(file) }
        })
        diagnostics += walker.diagnostics
        let projectFolders = Set(found.compactMap { $0.project.map(ProjectPath.parent) })
        let namedSpecs = xcodeGenSpecs(namedBy: scripts, root: root)
        let specs = manifests.filter { ProjectPath.lastComponent($0) == "project.yml" } + namedSpecs
        namedSwiftGenConfigs += swiftGenConfigs(namedBy: scripts + specs, root: root).filter { !namedSwiftGenConfigs.contains($0) }
        let manifestFiles = GeneratedManifests.classify(manifests + namedSpecs.filter { !manifests.contains($0) },
                                                        projectFolders: projectFolders, xcodeGenSpecs: Set(namedSpecs))
        queueGenerated(manifestFiles)
        // Tuist's own Swift (manifests, `Tuist/` helpers and dependency manifest) is not the app's.
        toolingFiles += given.swiftFiles.filter { manifestFiles.isToolingFile($0) }
        given.swiftFiles.removeAll { manifestFiles.isToolingFile($0) }
        found.removeAll { entry in
            guard let package = entry.package else { return false }
            return manifestFiles.isToolingFolder(package)
                || manifestFiles.tuistRoots.contains(package) && tuistDependenciesManifest(root: package) != nil
        }
        given.projectFolders = found.map { $0.package ?? ProjectPath.parent($0.project ?? "") } + manifestFiles.projectFolders
        for (package, project) in found {
            if let package { queuePackage(package) }
            if let project { queueProject(project) }
        }
        for workspace in workspaces { readWorkspace(workspace) }
        givenFolders.append(given)
    }

    /// The XcodeGen specs other than `project.yml` that the scripts of a walked folder name
    /// (`GeneratorInvocations`), each once, sorted.
    private func xcodeGenSpecs(namedBy scripts: [String], root: String) -> [String] {
        files(namedBy: scripts, root: root, GeneratorInvocations.xcodeGenSpecs).filter { ProjectPath.lastComponent($0) != "project.yml" }
    }

    /// The SwiftGen configurations other than `swiftgen.yml`/`swiftgen.yaml` that scripts or
    /// XcodeGen specs (their build-phase scripts) of a walked folder name, sorted.
    private func swiftGenConfigs(namedBy scripts: [String], root: String) -> [String] {
        files(namedBy: scripts, root: root, GeneratorInvocations.swiftGenConfigs).filter { !SwiftGenConfigReader.fileNames.contains(ProjectPath.lastComponent($0)) }
    }

    /// The existing files `named` finds in the text of each of `scripts`, each once, sorted.
    private func files(namedBy scripts: [String], root: String, _ named: (String) -> [String]) -> [String] {
        var found: Set<String> = []
        for script in scripts {
            guard case .success(let bytes) = FileSystem.readText(script, limit: GeneratorInvocations.scriptLimit) else { continue }
            for written in named(String(decoding: bytes, as: UTF8.self)) {
                if let file = GeneratorInvocations.resolve(written, scriptFolder: ProjectPath.parent(script), root: root) { found.insert(file) }
            }
        }
        return found.sorted()
    }

    /// The nearest folder above `file`, up to its repository's root, with a `Package.swift` or an
    /// `.xcodeproj`: its package or projects are read.
    private mutating func findOwner(of file: String) {
        var folder = ProjectPath.parent(file)
        for _ in 0..<64 {
            guard let real = FileSystem.realPath(folder) else { return }
            let names = FileSystem.entries(of: folder)
            var found = false
            if names.contains("Package.swift"), FileSystem.kind(of: ProjectPath.join(folder, "Package.swift")) == .file,
               PackageManifestReader.isManifest(ProjectPath.join(folder, "Package.swift")) {
                // Read only when one of its targets' folders holds the file: a file of a
                // repository's examples or fixtures is not the package's, and listing a large
                // package's targets would be all the cost of reading one file.
                if packageMayCompile(file, packageFolder: folder) { queuePackage(folder) }
                found = true
            }
            // Only a name ending in "j" can end in ".xcodeproj" in any case; the rest are not
            // normalised and split (thousands of them in a folder such as `/tmp`).
            for name in names where name.utf8.last == UInt8(ascii: "j") || name.utf8.last == UInt8(ascii: "J") {
                guard ProjectPath.fileExtension(name) == "xcodeproj",
                      !XcodeProjectBundle.isLeftOverOfGeneratedProject(ProjectPath.join(folder, name)) else { continue }
                queueProject(ProjectPath.join(folder, name))
                found = true
            }
            if !found, let manifest = GeneratedManifests.manifest(in: folder, names: names) {
                queueGenerated(GeneratedManifests.Found(projects: [manifest]))
                found = true
            }
            if found || real == "/" || names.contains(".git") { return }
            folder = ProjectPath.parent(folder)
        }
    }

    /// Whether a target of the package at `packageFolder` has a folder (its `path:`, or one of
    /// SwiftPM's predefined folders) that holds `file`; true when the manifest cannot be read
    /// (reading the package then reports why).
    /// The target folders are worked out once per package folder (`PackageTargetFolders`).
    mutating func packageMayCompile(_ file: String, packageFolder: String) -> Bool {
        if let folders = targetFolders[packageFolder] { return folders.holds(ProjectPath.normalize(file)) }
        guard let manifest = readManifest(in: packageFolder).manifest else { return true }
        let folders = PackageTargetFolders(manifest, packageFolder: packageFolder)
        targetFolders[packageFolder] = folders
        return folders.holds(ProjectPath.normalize(file))
    }

    /// Queues the projects and packages a workspace names (they may lie outside the folders given).
    private mutating func readWorkspace(_ path: String) {
        let (references, found) = XcodeWorkspaceReader.references(path)
        diagnostics += found
        let file = ProjectPath.join(path, "contents.xcworkspacedata")
        for reference in references {
            if ProjectPath.fileExtension(reference) == "xcodeproj" {
                if FileSystem.kind(of: reference) == .folder { queueProject(reference) }
                else { diagnostics.append(.aboutFile(file, .pathNotFound(reference, what: "project"))) }
            } else if FileSystem.kind(of: ProjectPath.join(reference, "Package.swift")) == .file {
                queuePackage(reference)
            }
        }
    }

    mutating func queuePackage(_ folder: String) {
        guard let real = FileSystem.realPath(folder), seenRealPaths.insert("package:" + real).inserted else { return }
        pendingPackages.append(folder)
    }

    mutating func queueProject(_ path: String) {
        guard let real = FileSystem.realPath(path), seenRealPaths.insert("project:" + real).inserted else { return }
        pendingProjects.append(path)
    }

    // MARK: Step 2: read packages and projects, and the local packages they name

    mutating func readAll() {
        repeat {
            while !pendingPackages.isEmpty || !pendingProjects.isEmpty || !pendingGenerated.isEmpty {
                if !pendingGenerated.isEmpty { readGenerated(pendingGenerated.removeFirst()) }
                else if !pendingPackages.isEmpty { readPackage(pendingPackages.removeFirst()) }
                else { readProject(pendingProjects.removeFirst()) }
            }
        } while fallBackFromUnreadProjects()
    }

    /// The `Package.swift` of `folder` read, once per run.
    mutating func readManifest(in folder: String) -> (manifest: PackageManifest?, diagnostics: [Diagnostic]) {
        let path = ProjectPath.join(folder, "Package.swift")
        if let read = manifestReads[path] { return read }
        let read = PackageManifestReader.read(path, runner: packageManifestRunner)
        manifestReads[path] = (read.manifest, read.diagnostics)
        return read
    }

    private mutating func readPackage(_ folder: String) {
        let (read, found) = readManifest(in: folder)
        diagnostics += found
        guard var manifest = read, let real = FileSystem.realPath(folder) else { return }
        let manifestFile = ProjectPath.join(folder, "Package.swift")
        manifest.dependencies.removeAll { dependency in
            guard case .local(let path) = dependency.location else { return false }
            if FileSystem.realPath(path) == real {
                diagnostics.append(.aboutFile(manifestFile, .packageDependsOnItself(manifest.name)))
                return true
            }
            queueLocalPackage(path, namedIn: manifestFile)
            return false
        }
        var key = manifest.name
        if let other = packages.first(where: { $0.key == key }) {
            diagnostics.append(.aboutFile(manifestFile, .duplicateProjectName(manifest.name, first: other.manifest.folder, second: folder)))
            key = "\(manifest.name)@\(folder)"
        }
        let (pins, pinProblems) = PackageResolvedReader.pins(ProjectPath.join(folder, "Package.resolved"))
        diagnostics += pinProblems
        packages.append(ReadPackage(manifest: manifest, key: key, realFolder: real, pins: pins))
    }

    private mutating func readProject(_ path: String) {
        // A project folder without its `project.pbxproj` (left out of the repository, or written
        // by a generator that did not run): no file to report an error in; the fallback reads the
        // app from a manifest beside it or its folder, and its warning says why.
        if FileSystem.kind(of: ProjectPath.join(path, "project.pbxproj")) == .missing {
            unreadProjects.insert(path)
            missingProjectFiles.insert(path)
            return
        }
        let (read, found) = XcodeProjectReader.read(path)
        diagnostics += found
        guard let project = read else {
            unreadProjects.insert(path)
            return
        }
        let projectFile = ProjectPath.join(path, "project.pbxproj")
        for package in project.localPackages { queueLocalPackage(package, namedIn: projectFile) }
        var key = project.name + ".xcodeproj"
        if let other = projects.first(where: { $0.key == key }) {
            diagnostics.append(.aboutFile(projectFile, .duplicateProjectName(key, first: other.project.path, second: path)))
            key = "\(key)@\(project.sourceRoot)"
        }
        // Xcode keeps the pins of a project's packages in its embedded workspace.
        let (pins, pinProblems) = PackageResolvedReader.pins(ProjectPath.join(path, "project.xcworkspace/xcshareddata/swiftpm/Package.resolved"))
        diagnostics += pinProblems
        // CocoaPods keeps its `Podfile` and `Podfile.lock` beside the project it installs into.
        let (pods, podProblems) = PodfileLockReader.pods(ProjectPath.join(ProjectPath.parent(path), "Podfile.lock"))
        diagnostics += podProblems
        projects.append(ReadProject(project: project, key: key, pins: Array(Set(pins + pods)).sorted()))
    }

    mutating func queueLocalPackage(_ folder: String, namedIn file: String) {
        guard FileSystem.kind(of: ProjectPath.join(folder, "Package.swift")) == .file else {
            missingLocalPackages.append((folder, file))
            return
        }
        queuePackage(folder)
    }

    // MARK: Steps 3 to 5

    func layout() -> ProjectLayout {
        var run = self
        run.reportMissingLocalPackages()
        run.makePackageModules()
        run.makeXcodeModules()
        run.makeGeneratedModules()
        run.makeFolderModules()
        run.attachResourceCodeGeneration()
        run.reportCycles()
        let modules = run.modules.values.sorted { $0.id < $1.id }
        // The same problem met twice (two targets naming one missing product) is said once.
        var seen: Set<Diagnostic> = []
        var layout = ProjectLayout(modules: modules, diagnostics: run.diagnostics.filter { seen.insert($0).inserted })
        layout.toolingFiles = Array(Set(toolingFiles)).sorted()
        return layout
    }
}
