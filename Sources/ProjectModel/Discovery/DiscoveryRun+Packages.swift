import Diagnostics

extension DiscoveryRun {
    /// Targets that are Swift modules other code can see: plugins, binary targets and system
    /// libraries hold no Swift source LayoutLens reads.
    static func isModule(_ target: PackageManifest.Target) -> Bool {
        ![.plugin, .binary, .system].contains(target.kind)
    }

    static func moduleID(_ package: ReadPackage, _ target: String) -> Module.ID { "\(package.key):\(target)" }

    // MARK: Step 3a: package targets

    mutating func makePackageModules() {
        var walker = FolderWalker()
        for package in packages {
            for target in package.manifest.targets where Self.isModule(target) {
                let files = PackageTargetFiles.find(target, in: package.manifest, walker: &walker, diagnostics: &diagnostics)
                var module = Module(
                    id: Self.moduleID(package, target.name), name: SwiftIdentifier.sanitize(target.name), kind: .packageTarget,
                    isTest: target.kind == .test, productType: target.kind.rawValue, rootPath: package.manifest.folder,
                    sourceFiles: files.sourceFiles, resourcePaths: files.resourcePaths, infoPlistPath: files.infoPlistPath)
                module.compilationConditions = [SwiftCompilationConditions.swiftPackage] + target.defines.filter { $0 != SwiftCompilationConditions.swiftPackage }
                resolveDependencies(of: target, in: package, into: &module)
                module.pinnedPackages = package.pins
                modules[module.id] = module
            }
        }
        diagnostics += walker.diagnostics
    }

    private mutating func resolveDependencies(of target: PackageManifest.Target, in package: ReadPackage, into module: inout Module) {
        let manifestFile = ProjectPath.join(package.manifest.folder, "Package.swift")
        var dependencies: [Module.ID] = []
        var remote: Set<RemoteProduct> = []
        let ownTargets = Set(package.manifest.targets.map(\.name))
        for dependency in target.dependencies {
            switch dependency {
            case .target(let name):
                if ownTargets.contains(name) { dependencies.append(Self.moduleID(package, name)) }
                else { diagnostics.append(.aboutFile(manifestFile, .unknownDependency(name, module: module.id))) }
            case .byName(let name):
                if ownTargets.contains(name) { dependencies.append(Self.moduleID(package, name)); continue }
                if let ids = productModules(named: name, amongDependenciesOf: package) { dependencies += ids; continue }
                let remotes = package.manifest.dependencies.filter { if case .local = $0.location { return false } else { return true } }
                if remotes.isEmpty {
                    diagnostics.append(.aboutFile(manifestFile, .unknownDependency(name, module: module.id)))
                } else {
                    // A product named alone comes from the remote package of that name, or the only one.
                    let source = remotes.first { $0.identity.lowercased() == name.lowercased() } ?? (remotes.count == 1 ? remotes[0] : nil)
                    remote.insert(RemoteProduct(name: name, package: source?.identity ?? name, url: source.flatMap(Self.url)))
                }
            case .product(let name, let packageName):
                guard let source = package.manifest.dependencies.first(where: { $0.identity.lowercased() == packageName.lowercased() })
                        ?? localDependency(named: packageName, of: package) else {
                    diagnostics.append(.aboutFile(manifestFile, .unknownDependency("\(packageName)/\(name)", module: module.id)))
                    continue
                }
                if case .local(let path) = source.location {
                    if let ids = productModules(named: name, inPackageAt: path, reportingIn: manifestFile) { dependencies += ids }
                    else if let submodule = submoduleStandingFor(path) { remote.insert(submodule.product(name)) }
                } else {
                    remote.insert(RemoteProduct(name: name, package: source.identity, url: Self.url(source)))
                }
            }
        }
        module.dependencies = Self.unique(dependencies)
        module.remoteProducts = remote.sorted()
    }

    static func url(_ dependency: PackageManifest.Dependency) -> String? {
        if case .remote(let url) = dependency.location { return url }
        return nil
    }

    /// A local dependency of `package` whose manifest is named `name` (a `.product(package:)` may
    /// use the package's name rather than its folder's).
    private func localDependency(named name: String, of package: ReadPackage) -> PackageManifest.Dependency? {
        package.manifest.dependencies.first { dependency in
            guard case .local(let path) = dependency.location else { return false }
            return readPackage(at: path)?.manifest.name.lowercased() == name.lowercased()
        }
    }

    func readPackage(at folder: String) -> ReadPackage? {
        if let real = FileSystem.realPath(folder) { return packages.first { $0.realFolder == real } }
        return packageOfSameIdentity(as: folder)
    }

    /// Each missing local package: the package of the same identity that stands for it, or
    /// `packageNotFound`.
    mutating func reportMissingLocalPackages() {
        for (folder, file) in missingLocalPackages {
            if let standIn = packageOfSameIdentity(as: folder) {
                diagnostics.append(.aboutFile(file, .localPackageByIdentity(folder, used: standIn.manifest.folder)))
            } else if let submodule = GitSubmodules.submodule(at: folder) {
                diagnostics.append(.aboutFile(file, .localPackageIsUncheckedSubmodule(folder, url: submodule.url)))
            } else {
                diagnostics.append(.aboutFile(file, .packageNotFound(folder)))
            }
        }
    }

    /// The one package read whose folder has the name of a local dependency's missing folder
    /// (`.package(path: "Core")` written beside the workspace's own `Core` package rather than as
    /// `../Core`). A package's identity is the last component of its location, case-insensitively
    /// (SE-0292, "Package identity"), and a local package the workspace holds overrides every other
    /// dependency of the same identity (Apple docs, "Editing a package dependency as a local
    /// package"), so Xcode builds with that package. Two candidates give none (ambiguous).
    func packageOfSameIdentity(as missingFolder: String) -> ReadPackage? {
        let identity = ProjectPath.lastComponent(missingFolder).lowercased()
        let candidates = packages.filter { ProjectPath.lastComponent($0.realFolder).lowercased() == identity }
        return candidates.count == 1 ? candidates[0] : nil
    }

    private mutating func productModules(named name: String, amongDependenciesOf package: ReadPackage) -> [Module.ID]? {
        for dependency in package.manifest.dependencies {
            guard case .local(let path) = dependency.location, let other = readPackage(at: path),
                  other.manifest.products.contains(where: { $0.name == name }) else { continue }
            return productModules(of: other, product: name)
        }
        return nil
    }

    /// The modules of product `name` of the package at `folder`; a product that is not declared
    /// but names a target stands for that target, with a warning.
    mutating func productModules(named name: String, inPackageAt folder: String, reportingIn file: String) -> [Module.ID]? {
        guard let package = readPackage(at: folder) else { return nil }  // not found: reported when queued
        if package.manifest.products.contains(where: { $0.name == name }) { return productModules(of: package, product: name) }
        diagnostics.append(.aboutFile(file, .productNotFound(name, package: package.manifest.name)))
        return package.manifest.targets.contains { $0.name == name } ? [Self.moduleID(package, name)] : nil
    }

    func productModules(of package: ReadPackage, product name: String) -> [Module.ID] {
        let targets = package.manifest.products.first { $0.name == name }?.targets ?? []
        let moduleTargets = Set(package.manifest.targets.filter(Self.isModule).map(\.name))
        return targets.filter(moduleTargets.contains).map { Self.moduleID(package, $0) }
    }

    static func unique(_ ids: [Module.ID]) -> [Module.ID] {
        var seen: Set<Module.ID> = []
        return ids.filter { seen.insert($0).inserted }
    }
}
