extension DiscoveryRun {
    // MARK: Step 4: plain folders

    /// Swift files no package or target claims: those under a given folder form one module (the
    /// folder itself when it holds no package or project, else the deepest folder holding all of
    /// them); a Swift file given alone that nothing claims makes its folder a module.
    mutating func makeFolderModules() {
        let claimed = claimedRealPaths()
        let packageFolders = packages.map(\.realFolder)
        func isUnclaimed(_ path: String) -> Bool {
            guard let real = FileSystem.realPath(path) else { return false }
            return !claimed.contains(real) && !packageFolders.contains { ProjectPath.isInside(real, folder: $0) }
        }
        for given in givenFolders {
            let files = given.swiftFiles.filter(isUnclaimed)
            guard !files.isEmpty else { continue }
            let root = given.holdsProjects ? Self.commonFolder(of: files) : given.path
            let resources = given.resources.filter { ProjectPath.isInside($0, folder: root) && isUnclaimed($0) }
            addFolderModule(root: root, files: files, resources: resources)
        }
        for file in looseFiles where isUnclaimed(file) && !modules.values.contains(where: { $0.sourceFiles.contains(file) }) {
            let root = ProjectPath.parent(file)
            var walker = FolderWalker()
            let contents = FolderContents.collect(root, walker: &walker)
            diagnostics += walker.diagnostics
            addFolderModule(root: root, files: contents.swiftFiles.filter(isUnclaimed) + [file],
                            resources: contents.resources.filter(isUnclaimed))
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

    /// The deepest folder holding every path of `files`.
    static func commonFolder(of files: [String]) -> String {
        var common = files.first.map { ProjectPath.parent($0).split(separator: "/", omittingEmptySubsequences: false) } ?? []
        for file in files.dropFirst() {
            let parts = ProjectPath.parent(file).split(separator: "/", omittingEmptySubsequences: false)
            var count = 0
            while count < min(common.count, parts.count), common[count] == parts[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        let joined = common.joined(separator: "/")
        if joined.isEmpty { return files.first?.hasPrefix("/") == true ? "/" : "." }
        return joined
    }
}
