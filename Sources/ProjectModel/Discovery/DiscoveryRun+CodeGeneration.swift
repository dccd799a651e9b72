import Diagnostics

extension DiscoveryRun {
    // MARK: Step 4b: code that build tools generate from resources

    /// Gives each module the Swift that SwiftGen or R.swift would generate for it before it
    /// compiles, when the repository does not hold the generated file.
    ///
    /// SwiftGen: every `swiftgen.yml`/`swiftgen.yaml` from the folder a module's files share up to
    /// its root, then up to three folders above it (SwiftGen expects the file "at the root of your
    /// repository": ConfigFile.md), stopping at a folder holding `.git`. An output belongs to the
    /// module that compiles it (its path is among the module's files) or whose files' shared folder
    /// holds it (the deepest), else to the modules whose resources are the output's inputs. An
    /// output file that exists is the repository's own, compiled as it is: nothing is generated.
    ///
    /// R.swift: a module of an Xcode project whose `project.pbxproj` runs `rswift` (its build phase,
    /// CocoaPods' `R.swift/rswift`), or that uses a product of the `R.swift` package (the
    /// `RswiftLibrary` its plugin's code needs; `isRswiftProduct`), gets `R` from its own resources, unless one of its
    /// files is an `R.generated.swift` that exists.
    mutating func attachResourceCodeGeneration() {
        var configs: [String] = []
        for module in modules.values where !module.isTest {
            for folder in Self.configSearchFolders(for: module) {
                for name in SwiftGenConfigReader.fileNames {
                    let file = ProjectPath.join(folder, name)
                    if !configs.contains(file), FileSystem.kind(of: file) == .file { configs.append(file) }
                }
            }
        }
        // A configuration of another name a script or spec passes to `swiftgen config run --config`.
        configs += namedSwiftGenConfigs.filter { !configs.contains($0) }
        for config in configs.sorted() {
            let (generations, problems) = SwiftGenConfigReader.read(config)
            diagnostics += problems
            for generation in generations {
                guard let output = generation.output, FileSystem.kind(of: output) != .file else { continue }
                let owners = owners(of: generation, output: output)
                if owners.isEmpty {
                    diagnostics.append(.aboutFile(config, .swiftGenOutputWithoutModule(output)))
                }
                for id in owners { modules[id]?.resourceCodeGeneration.append(generation) }
            }
        }
        let rswiftProjects = Set(projects.filter(Self.runsRswift).map(\.key))
        for id in modules.keys.sorted() {
            guard let module = modules[id], !module.isTest else { continue }
            let fromProject = module.kind == .xcodeTarget && rswiftProjects.contains { id.hasPrefix($0 + ":") }
            let fromPackage = module.remoteProducts.contains(where: Self.isRswiftProduct)
            guard fromProject || fromPackage, !module.resourcePaths.isEmpty,
                  !module.sourceFiles.contains(where: { ProjectPath.lastComponent($0) == "R.generated.swift" && FileSystem.kind(of: $0) == .file })
            else { continue }
            modules[id]?.resourceCodeGeneration.append(ResourceCodeGeneration(kind: .rswift, inputs: module.resourcePaths))
        }
    }

    /// Whether a product is R.swift's: its `RswiftLibrary` (the library the plugins' code
    /// imports), or any product of the package, known by its identity `R.swift` or by a URL
    /// ending in it — an xcodegen spec names the package by its own key (`Rswift: url:
    /// https://github.com/mac-cain13/R.swift`), which need not be the identity.
    static func isRswiftProduct(_ product: RemoteProduct) -> Bool {
        if product.name == "RswiftLibrary" || product.package.lowercased() == "r.swift" { return true }
        guard let url = product.url else { return false }
        var last = ProjectPath.lastComponent(url).lowercased()
        if last.hasSuffix(".git") { last = String(last.dropLast(4)) }
        return last == "r.swift"
    }

    /// Where a module's `swiftgen.yml` may be: the folder its files share, each folder up to its
    /// root, and up to three above the root (not past a folder holding `.git`).
    static func configSearchFolders(for module: Module) -> [String] {
        var folders: [String] = []
        var folder = sharedFolder(module.sourceFiles) ?? module.rootPath
        if !ProjectPath.isInside(folder, folder: module.rootPath) { folder = module.rootPath }
        while folder != module.rootPath, folders.count < 16 {
            folders.append(folder)
            let parent = ProjectPath.parent(folder)
            guard parent != folder else { break }
            folder = parent
        }
        folder = module.rootPath
        for _ in 0..<4 {
            folders.append(folder)
            let parent = ProjectPath.parent(folder)
            guard parent != folder, FileSystem.kind(of: ProjectPath.join(folder, ".git")) == .missing else { break }
            folder = parent
        }
        return folders
    }

    /// The deepest folder holding every path of `files`.
    static func sharedFolder(_ files: [String]) -> String? {
        guard let first = files.first else { return nil }
        var shared = ProjectPath.parent(first)
        for file in files.dropFirst() {
            while !ProjectPath.isInside(file, folder: shared) {
                let parent = ProjectPath.parent(shared)
                if parent == shared { return nil }
                shared = parent
            }
        }
        return shared
    }

    /// The modules an output of SwiftGen is compiled into (see `attachResourceCodeGeneration`).
    private func owners(of generation: ResourceCodeGeneration, output: String) -> [Module.ID] {
        let candidates = modules.values.filter { !$0.isTest }.sorted { $0.id < $1.id }
        if let listing = candidates.first(where: { $0.sourceFiles.contains(output) }) { return [listing.id] }
        let holding = candidates.compactMap { module -> (id: Module.ID, depth: Int)? in
            guard let shared = Self.sharedFolder(module.sourceFiles), ProjectPath.isInside(output, folder: shared) else { return nil }
            return (module.id, shared.count)
        }
        if let deepest = holding.map(\.depth).max() { return holding.filter { $0.depth == deepest }.map(\.id) }
        return candidates.filter { module in
            module.resourcePaths.contains { resource in
                generation.inputs.contains { ProjectPath.isInside(resource, folder: $0) || ProjectPath.isInside($0, folder: resource) }
            }
        }.map(\.id)
    }

    /// A project whose build phases run R.swift's `rswift` (read as text: the shell script's words).
    private static func runsRswift(_ read: ReadProject) -> Bool {
        guard case .success(let bytes) = FileSystem.readText(ProjectPath.join(read.project.path, "project.pbxproj"), limit: 64 << 20) else { return false }
        return String(decoding: bytes, as: UTF8.self).contains("rswift")
    }
}
