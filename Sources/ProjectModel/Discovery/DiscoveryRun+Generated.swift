import Diagnostics

extension DiscoveryRun {
    // MARK: Generated projects (Tuist, xcodegen)

    mutating func queueGenerated(_ found: GeneratedManifests.Found) {
        for manifest in found.projects {
            guard let real = FileSystem.realPath(manifest), seenRealPaths.insert("generated:" + real).inserted else { continue }
            pendingGenerated.append(manifest)
        }
        for workspace in found.workspaces {
            let (folders, problems) = TuistManifestReader.workspaceProjects(workspace)
            diagnostics += problems
            for written in folders {
                // `projects: ["Projects/APP"]` for `Projects/App`: Tuist on a Mac finds it.
                let manifest = pathsAsOnDisk([ProjectPath.join(written, "Project.swift")], reportingIn: workspace)[0]
                guard FileSystem.kind(of: manifest) == .file else {
                    diagnostics.append(.aboutFile(workspace, .pathNotFound(manifest, what: "project manifest")))
                    continue
                }
                let folder = ProjectPath.parent(manifest)
                queueGenerated(GeneratedManifests.classify([manifest], projectFolders: Self.foldersWithXcodeProject([folder])))
            }
        }
        shadowedManifests += found.shadowed
    }

    static func foldersWithXcodeProject(_ folders: [String]) -> Set<String> {
        Set(folders.filter { folder in
            FileSystem.entries(of: folder).contains { name in
                ProjectPath.fileExtension(name) == "xcodeproj" && XcodeProjectBundle.hasProjectFile(ProjectPath.join(folder, name))
            }
        })
    }

    /// The manifest naming a Tuist root's external packages: `Tuist/Package.swift`, else a
    /// `Package.swift` at the root (Tuist's `ManifestFilesLocator.locatePackageManifest` looks
    /// there second) when it declares no targets — a package with targets at the root is a
    /// package of its own, which SwiftPM and Xcode build. Nil when there is neither.
    mutating func tuistDependenciesManifest(root: String) -> String? {
        let inTuistFolder = ProjectPath.join(root, "Tuist/Package.swift")
        if FileSystem.kind(of: inTuistFolder) == .file { return inTuistFolder }
        let atRoot = ProjectPath.join(root, "Package.swift")
        guard FileSystem.kind(of: atRoot) == .file, let manifest = readManifest(in: root).manifest, manifest.targets.isEmpty else { return nil }
        return atRoot
    }

    mutating func readGenerated(_ manifest: String) {
        let isTuist = ProjectPath.lastComponent(manifest) == "Project.swift"
        let (read, found) = isTuist ? TuistManifestReader.read(manifest, runner: manifestRunner, givenFolder: givenFolder(holding: manifest))
                                    : XcodeGenReader.read(manifest)
        diagnostics += found
        guard let project = read, let real = FileSystem.realPath(project.folder) else { return }
        var entry = ReadGenerated(project: project, key: "", realFolder: real, remotePackages: project.remotePackages)
        let manifestName = ProjectPath.lastComponent(manifest)
        entry.key = "\(project.name)/\(manifestName)"
        if let other = generated.first(where: { $0.key == entry.key }) {
            diagnostics.append(.aboutFile(manifest, .duplicateProjectName(project.name, first: other.project.folder, second: project.folder)))
            entry.key += "@\(project.folder)"
        }
        for folder in project.localPackages {
            queueLocalPackage(folder, namedIn: manifest)
            entry.localPackages.append(folder)
        }
        if isTuist, let root = TuistManifestReader.root(above: project.folder) {
            // `Tuist/Package.swift` lists the packages `.external(name:)` names (Tuist docs,
            // "Dependencies"); its own targets are not the app's, only its dependencies are read.
            if let dependencies = tuistDependenciesManifest(root: root) {
                let (packageManifest, problems) = readManifest(in: ProjectPath.parent(dependencies))
                diagnostics += problems.filter { $0.message.severity == .error }
                for dependency in packageManifest?.dependencies ?? [] {
                    switch dependency.location {
                    case .local(let path):
                        queueLocalPackage(path, namedIn: dependencies)
                        entry.localPackages.append(path)
                    case .remote(let url): entry.remotePackages[dependency.identity] = url
                    case .registry(let id): entry.remotePackages[dependency.identity] = id
                    }
                }
                let (pins, pinProblems) = PackageResolvedReader.pins(ProjectPath.join(ProjectPath.parent(dependencies), "Package.resolved"))
                diagnostics += pinProblems
                entry.pins = pins
            }
        }
        if !isTuist {
            let (pins, pinProblems) = PackageResolvedReader.pins(ProjectPath.join(project.folder, "\(project.name).xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"))
            diagnostics += pinProblems
            entry.pins = pins
        }
        // `.project(target:path:)` names another Tuist project: read it too.
        for target in project.targets {
            for case .project(_, let written) in target.dependencies {
                let other = pathsAsOnDisk([ProjectPath.join(written, "Project.swift")], reportingIn: manifest)[0]
                if FileSystem.kind(of: other) == .file {
                    let folder = ProjectPath.parent(other)
                    queueGenerated(GeneratedManifests.classify([other], projectFolders: Self.foldersWithXcodeProject([folder])))
                } else {
                    diagnostics.append(.aboutFile(manifest, .pathNotFound(other, what: "project manifest")))
                }
            }
        }
        generated.append(entry)
    }

    // MARK: Step 3c: generated projects' targets

    mutating func makeGeneratedModules() {
        for read in generated {
            var files = GeneratedTargetFiles(folder: read.project.folder, diagnostics: &diagnostics)
            let names = Set(read.project.targets.map(\.name))
            let byName = Dictionary(read.project.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for target in read.project.targets {
                var found = files.members(of: target, diagnostics: &diagnostics)
                if read.project.generator == .tuist {
                    let synthesized = files.synthesizedFiles(of: target).filter { !found.sources.contains($0) }
                    found.sources = (found.sources + synthesized).sorted()
                }
                var infoPlistPath = target.infoPlistPath
                if infoPlistPath == nil, read.project.generator == .xcodegen {
                    infoPlistPath = XcodeGenInfoPlistSearch.infoPlist(sources: target.sources, files: found.resources, folder: read.project.folder)
                }
                var module = Module(
                    id: "\(read.key):\(target.name)", name: SwiftIdentifier.sanitize(target.productName ?? target.name), kind: .xcodeTarget, isTest: target.isTest,
                    productType: target.productType, rootPath: read.project.folder, sourceFiles: found.sources,
                    resourcePaths: found.resources, infoPlistPath: infoPlistPath)
                module.infoPlistKeys = target.infoPlistKeys
                module.compilationConditions = target.compilationConditions
                module.synthesizesResourceAccessors = read.project.generator == .tuist
                var dependencies: [Module.ID] = []
                var remote: Set<RemoteProduct> = []
                for dependency in target.dependencies {
                    switch dependency {
                    case .target(let name):
                        guard names.contains(name), let other = byName[name] else {
                            diagnostics.append(.aboutFile(read.project.manifestPath, .unknownDependency(name, module: module.id)))
                            continue
                        }
                        if Self.imports(other.productType, fromTest: target.isTest) { dependencies.append("\(read.key):\(name)") }
                    case .project(let name, let folder):
                        guard let id = projectTargetModule(name, in: folder) else {
                            diagnostics.append(.aboutFile(read.project.manifestPath, .unknownDependency(name, module: module.id)))
                            continue
                        }
                        dependencies.append(id)
                    case .packageProduct(let product, let packageName):
                        if let local = localProductModules(product, package: packageName, of: read) {
                            dependencies += local
                        } else {
                            let identity = Self.remotePackage(for: product, named: packageName, among: read.remotePackages)
                            remote.insert(RemoteProduct(name: product, package: identity ?? packageName ?? product,
                                                        url: identity.flatMap { read.remotePackages[$0] }))
                        }
                    case .sdk:
                        continue
                    }
                }
                module.dependencies = Self.unique(dependencies)
                module.remoteProducts = remote.sorted()
                module.pinnedPackages = read.pins
                modules[module.id] = module
            }
        }
        compareShadowedManifests()
    }

    /// The module of target `name` of the project in `folder` (`.project(target:path:)`): the
    /// project its manifest declares, else the `.xcodeproj` read in that folder, which shadows
    /// the manifest beside it (a repository that commits the projects `tuist generate` made, as
    /// Xcode opens them). The folder is looked up ignoring letter case when missing as written
    /// (`PathCaseOnTheMac`).
    private func projectTargetModule(_ name: String, in folder: String) -> Module.ID? {
        guard let real = FileSystem.realPath(PathCaseOnTheMac.onDisk(folder) ?? folder) else { return nil }
        if let other = generated.first(where: { $0.realFolder == real }), other.project.targets.contains(where: { $0.name == name }) {
            return "\(other.key):\(name)"
        }
        let xcode = projects.first { project in
            FileSystem.realPath(project.project.sourceRoot) == real && project.project.targets.contains { $0.name == name }
        }
        return xcode.map { "\($0.key):\(name)" }
    }

    /// The modules of `product` when a local package of the project declares it (`package`
    /// names the package when the manifest says which).
    private mutating func localProductModules(_ product: String, package: String?, of read: ReadGenerated) -> [Module.ID]? {
        for folder in read.localPackages {
            guard let local = readPackage(at: folder) else { continue }
            if let package, local.manifest.name.lowercased() != package.lowercased(), ProjectPath.lastComponent(folder).lowercased() != package.lowercased() { continue }
            if local.manifest.products.contains(where: { $0.name == product }) { return productModules(of: local, product: product) }
            if package != nil { return productModules(named: product, inPackageAt: folder, reportingIn: read.project.manifestPath) }
        }
        return nil
    }

    /// The remote package a product comes from: the one `package` names, else the package whose
    /// identity is the product's name, ignoring case, `-` and `_` (`swift-navigation` for
    /// `SwiftNavigation`), else the one whose identity begins the product's name (`Defaults` for
    /// `DefaultsMacros`) or that the product's name begins (`LaunchAtLogin-Modern`).
    static func remotePackage(for product: String, named package: String?, among packages: [String: String]) -> String? {
        func key(_ text: String) -> String { text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != "." } }
        let identities = packages.keys.sorted()
        if let package { return identities.first { key($0) == key(package) } ?? package }
        let wanted = key(product)
        return identities.first { key($0) == wanted }
            ?? identities.first { !key($0).isEmpty && wanted.hasPrefix(key($0)) }
            ?? identities.first { key($0).hasPrefix(wanted) }
    }

    /// The outermost folder given on the command line that holds `path`: what LayoutLens was
    /// asked to read, so what a manifest's globs may reach.
    func givenFolder(holding path: String) -> String? {
        let normal = ProjectPath.normalize(path)
        return givenFolders.map { ProjectPath.normalize($0.path) }.filter { ProjectPath.isInside(normal, folder: $0) }.min { $0.count < $1.count }
    }

    /// Targets a manifest beside a read `.xcodeproj` declares that the project lacks.
    private mutating func compareShadowedManifests() {
        for (manifest, projectPath) in shadowedManifests {
            guard let project = projects.first(where: { $0.project.path == ProjectPath.normalize(projectPath) }) else { continue }
            let isTuist = ProjectPath.lastComponent(manifest) == "Project.swift"
            guard let declared = (isTuist ? TuistManifestReader.read(manifest, runner: manifestRunner, givenFolder: givenFolder(holding: manifest))
                                          : XcodeGenReader.read(manifest)).project else { continue }
            let present = Set(project.project.targets.map(\.name))
            let missing = declared.targets.map(\.name).filter { !present.contains($0) }
            if !missing.isEmpty {
                diagnostics.append(.aboutFile(manifest, .generatedProjectDiffers(manifest: ProjectPath.lastComponent(manifest),
                                                                                 project: ProjectPath.lastComponent(projectPath), missing: missing)))
            }
        }
    }
}
