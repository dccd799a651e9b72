extension DiscoveryRun {
    // MARK: Step 4: plain folders

    /// Swift files no package or target claims: under a given folder that holds no package or
    /// project, they form one module; otherwise they are grouped by `leftoverModuleRoots`. A Swift
    /// file given alone that nothing claims makes its folder a module.
    mutating func makeFolderModules() {
        let claimed = claimedRealPaths()
        let packageFolders = packages.map(\.realFolder)
        let projectFolders = projects.compactMap { FileSystem.realPath(ProjectPath.parent($0.project.path)) }
        // A file in a package's folder is the package's (SwiftPM compiles only its targets'
        // folders, so it is left out) — unless an Xcode project kept deeper inside that folder
        // holds it: the project's folder is its own, as it would be without the package around it.
        func isPackages(_ real: String) -> Bool {
            packageFolders.contains { package in
                ProjectPath.isInside(real, folder: package) && !projectFolders.contains { project in
                    project.count > package.count && ProjectPath.isInside(project, folder: package) && ProjectPath.isInside(real, folder: project)
                }
            }
        }
        func isUnclaimed(_ path: String) -> Bool {
            guard let real = FileSystem.realPath(path) else { return false }
            return !claimed.contains(real) && !isPackages(real)
        }
        for var given in givenFolders {
            // The folder of a project that could not be read, with nothing else read there, is a
            // plain folder (`fallBackFromUnreadProjects`).
            given.projectFolders.removeAll { FileSystem.realPath($0).map(wholeFolderModules.contains) ?? false }
            let files = given.swiftFiles.filter(isUnclaimed)
            guard !files.isEmpty else { continue }
            let roots = Self.leftoverModuleRoots(of: files, in: given)
            let resources = given.resources.filter(isUnclaimed)
            for root in Set(roots.values).sorted() {
                // A resource goes to the deepest module folder holding it.
                let own = resources.filter { resource in
                    ProjectPath.isInside(resource, folder: root)
                        && !roots.values.contains { $0 != root && $0.count > root.count && ProjectPath.isInside(resource, folder: $0) }
                }
                addFolderModule(root: root, files: files.filter { roots[$0] == root }, resources: own)
            }
        }
        // A file given alone that no package or project claims is a module of its own: its folder
        // may be anything (a downloads folder, /tmp), so it is not walked.
        for file in looseFiles where isUnclaimed(file) && !modules.values.contains(where: { $0.sourceFiles.contains(file) }) {
            addFolderModule(root: ProjectPath.parent(file), files: [file], resources: [])
        }
    }

    private mutating func addFolderModule(root: String, files: [String], resources: [String]) {
        let id = "folder:\(root)"
        var module = modules[id] ?? Module(id: id, name: SwiftIdentifier.sanitize(ProjectPath.lastComponent(FileSystem.realPath(root) ?? root)),
                                           kind: .folder, rootPath: root)
        module.sourceFiles = Array(Set(module.sourceFiles + files)).sorted()
        module.resourcePaths = Array(Set(module.resourcePaths + resources)).sorted()
        module.infoPlistPath = module.resourcePaths.first { ProjectPath.lastComponent($0) == "Info.plist" }
        module.dependencies = importedPackageModules(of: module.sourceFiles)
        modules[id] = module
    }

    /// Real paths of every file a package or Xcode module has.
    private func claimedRealPaths() -> Set<String> {
        var claimed: Set<String> = []
        for module in modules.values {
            for path in module.sourceFiles + module.resourcePaths {
                if let real = FileSystem.realPath(path) { claimed.insert(real) }
            }
        }
        return claimed
    }

    /// The local package modules `files` import by product name (a product stands for its
    /// targets) or by target name, in the order first imported.
    private func importedPackageModules(of files: [String]) -> [Module.ID] {
        var byName: [String: [Module.ID]] = [:]
        for package in packages.reversed() {
            for target in package.manifest.targets where Self.isModule(target) && target.kind != .test {
                byName[SwiftIdentifier.sanitize(target.name)] = [Self.moduleID(package, target.name)]
            }
        }
        for package in packages.reversed() {
            for product in package.manifest.products { byName[SwiftIdentifier.sanitize(product.name)] = productModules(of: package, product: product.name) }
        }
        guard !byName.isEmpty else { return [] }
        var dependencies: [Module.ID] = []
        for file in files {
            for name in ImportScanner.imports(ofFile: file) { dependencies += byName[name] ?? [] }
        }
        return Self.unique(dependencies)
    }

    /// The module folder of each leftover file of a given folder that holds packages or projects.
    /// A folder is *clean* when no package or project lies in or below it. A file's module is the
    /// highest clean folder above it (an app folder kept beside its packages), or its own folder
    /// when that is not clean; clean folders that are siblings (`Views/` and `Models/` beside
    /// `Packages/`) join their parent, so files of one app are not split by sub-folder.
    static func leftoverModuleRoots(of files: [String], in given: GivenFolder) -> [String: String] {
        func isClean(_ folder: String) -> Bool { !given.projectFolders.contains { ProjectPath.isInside($0, folder: folder) } }
        guard !given.projectFolders.isEmpty else { return Dictionary(uniqueKeysWithValues: files.map { ($0, given.path) }) }
        var keys: [String: String] = [:]
        for file in files {
            var key = ProjectPath.parent(file)
            if isClean(key) {
                while key != given.path, ProjectPath.isInside(ProjectPath.parent(key), folder: given.path), isClean(ProjectPath.parent(key)) {
                    key = ProjectPath.parent(key)
                }
            }
            keys[file] = key
        }
        let distinct = Set(keys.values)
        var roots: [String: String] = [:]
        for (file, key) in keys {
            let parent = ProjectPath.parent(key)
            let hasCompany = distinct.contains(parent) || distinct.contains { $0 != key && isClean($0) && ProjectPath.parent($0) == parent }
            roots[file] = isClean(key) && hasCompany && ProjectPath.isInside(parent, folder: given.path) ? parent : key
        }
        return roots
    }
}
