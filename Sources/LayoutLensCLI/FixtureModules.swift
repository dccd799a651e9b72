import AppResources
import Diagnostics
import ProjectModel
import ProjectReader
import SwiftUIRuntime
import TuistManifestRunner

/// What a module's program needs beside the files laid out (shared by the module's files).
struct ModuleContext: Equatable {
    /// The module's other files and those of the local modules it depends on: loaded as part
    /// of the program, their previews not run.
    var contextPaths: [String] = []
    /// The asset catalogs, string tables, fonts and Info.plist files of the module and its
    /// dependencies (a plain folder's own folder, searched); nil to search the folder the files
    /// share.
    var resourcePaths: [String]? = nil
    /// The module's own part of `resourcePaths`: problems found in a dependency's resources are
    /// that dependency's to report, once, not every dependent module's again.
    var ownResourcePaths: [String]? = nil
    /// The names of the module and its local dependencies (`Models.Visibility` qualifies a type
    /// of the local package `Models`).
    var moduleNames: Set<String> = []
    /// The remote package of each module the module and its dependencies take from packages not
    /// in the repository (`NukeUI` → `Nuke`), so a stand-in names where it would come from.
    var remotePackages: [String: String] = [:]
    /// The remote packages whose products the module and its local dependencies link, by
    /// identity: modules every file of the module loads, whose extension members it sees.
    var linkedRemotePackages: [String] = []
    /// The objects the `@main App` of every app built with the module puts in the environment of
    /// its views (`AppRootEnvironment`): implicit previews take theirs from there.
    var appRootInjections: [AppRootInjection] = []
    /// The target the module is built into: its Info.plist, generated keys and build settings
    /// (`Bundle.main.infoDictionary`).
    var bundleIdentity: BundleIdentity?
    /// The package targets among the module and its dependencies, whose code's `Bundle.module`
    /// is their own resources.
    var packageTargets: [PackageTargetResources] = []
    /// The Tuist targets among the module and its dependencies, whose resources get the
    /// accessors Tuist synthesizes (`TuistResourceAccessors`).
    var accessorTargets: [ResourceAccessorTarget] = []
    /// The compilation conditions of the module's files and its dependencies', by path
    /// (`Module.compilationConditions`): a package target's files see `SWIFT_PACKAGE`, the app's do not.
    var compilationConditions: [String: Set<String>] = [:]
    /// The module of each file of the module and its dependencies, by path (`Module.name`): a
    /// type name two of them declare is each one's own (`PreviewSettings.moduleOfFile`).
    var moduleOfFile: [String: String] = [:]
}

/// The command's files grouped by the module they are read in (`ProjectModel`): a package
/// target, an Xcode target or a plain folder, found from the inputs (a file given alone is read
/// in the module it belongs to). A module's files are read as one program with its dependencies
/// (`ModuleReader`); modules are independent. Groups come in the order of their first file.
enum FixtureModules {
    /// `files` with the module each is read in (`FixtureFile.module`, `.context`), and what went
    /// wrong reading the projects. A file found in a folder is left out when it is a package
    /// manifest, lies in a folder of other people's code (`Pods/`, `Carthage/`, `DerivedData/`,
    /// `node_modules/`) or only a test target compiles it; a file given by itself is always kept,
    /// and a file no module claims is read alone.
    static func assign(_ files: [FixtureFile], inputs: [String]) -> (files: [FixtureFile], diagnostics: [Diagnostic]) {
        let given = Set(inputs)
        let layout = ProjectDiscovery.discover(inputs, manifestRunner: TuistManifestRunner(), packageManifestRunner: PackageManifestRunner())
        // A project generator's manifests and helpers (Tuist) are not the app's code.
        let tooling = Set(layout.toolingFiles)
        // The modules compiling each file, test targets last, then by id.
        var modulesOfPath: [String: [Module]] = [:]
        for module in layout.modules.sorted(by: { ($0.isTest ? 1 : 0, $0.id) < ($1.isTest ? 1 : 0, $1.id) }) {
            for file in module.sourceFiles { modulesOfPath[file, default: []].append(module) }
        }
        var contexts: [Module.ID: ModuleContext] = [:]
        // The apps among the modules (a module with an `@main App`), each with the modules it
        // is built from; found once, when a module first needs them.
        var appRoots: [(modules: Set<Module.ID>, injections: [AppRootInjection])]?
        func appRootInjections(for id: Module.ID) -> [AppRootInjection] {
            if appRoots == nil {
                appRoots = layout.modules.filter { !$0.isTest }.compactMap { module in
                    let injections = AppRootEnvironment.injections(paths: module.sourceFiles)
                    return injections.isEmpty ? nil : (Set(layout.dependencyClosure(of: module.id).map(\.id)), injections)
                }
            }
            var seen: Set<AppRootInjection> = []
            return (appRoots ?? []).filter { $0.modules.contains(id) }.flatMap(\.injections).filter { seen.insert($0).inserted }
        }
        var assigned: [FixtureFile] = []
        var realPaths = ProjectLayout.RealPathIndex()
        for var file in files {
            let id = modulesOfPath[file.path].map { SharedFileModule.choose(for: file.path, among: $0) }
                ?? layout.modules(containing: file.path, realPaths: &realPaths).first
            let module = id.flatMap { layout.module($0) }
            guard given.contains(file.path) || !(module?.isTest ?? false) && !Self.isOutsideTheProject(file.path) && !tooling.contains(file.path) else { continue }
            // Beside a project given by name, only what one of its targets compiles is its code.
            if file.foundThroughProject && id == nil { continue }
            // A file given alone that no package or project claims is read alone, not with
            // whatever else lies in its folder (a snippet in a downloads folder).
            guard let id, !(given.contains(file.path) && module?.kind == .folder) else {
                assigned.append(file)
                continue
            }
            file.module = id
            file.moduleName = module?.name
            if contexts[id] == nil {
                let closure = layout.dependencyClosure(of: id)
                // A plain folder's resources are found by searching it.
                func resources(_ module: Module) -> [String] {
                    // The Info.plist once, though an Xcode target lists it among its resources too.
                    guard module.kind != .folder else { return [module.rootPath] }
                    guard let plist = module.infoPlistPath, !module.resourcePaths.contains(plist) else { return module.resourcePaths }
                    return module.resourcePaths + [plist]
                }
                contexts[id] = ModuleContext(contextPaths: closure.flatMap(\.sourceFiles), resourcePaths: closure.flatMap(resources),
                                             ownResourcePaths: module.map(resources), moduleNames: Set(closure.map(\.name)),
                                             remotePackages: Self.remotePackages(of: closure),
                                             linkedRemotePackages: Array(Set(closure.flatMap(\.remoteProducts).map(\.package))).sorted(),
                                             appRootInjections: appRootInjections(for: id),
                                             bundleIdentity: module.map(Self.bundleIdentity),
                                             packageTargets: closure.filter { $0.kind == .packageTarget }.map {
                                                 PackageTargetResources(name: $0.name, sourceFiles: $0.sourceFiles, resourcePaths: $0.resourcePaths)
                                             },
                                             accessorTargets: closure.filter { $0.synthesizesResourceAccessors && !$0.resourcePaths.isEmpty }.map {
                                                 ResourceAccessorTarget(name: $0.name, resourcePaths: $0.resourcePaths)
                                             } + Self.generatedAccessorTargets(of: closure),
                                             compilationConditions: Self.compilationConditions(of: closure),
                                             moduleOfFile: Self.moduleOfFile(in: closure))
            }
            file.context = contexts[id]
            assigned.append(file)
        }
        return (assigned, layout.diagnostics)
    }

    /// Each file of `closure` (dependencies first, the module read last) with its module's
    /// compilation conditions. A file two of them compile (a repository whose `Package.swift` and
    /// app project list the same files) is loaded once, as the later module's: the module read.
    static func compilationConditions(of closure: [Module]) -> [String: Set<String>] {
        var conditions: [String: Set<String>] = [:]
        for module in closure {
            for file in module.sourceFiles { conditions[file] = Set(module.compilationConditions) }
        }
        return conditions.filter { !$0.value.isEmpty }
    }

    /// The module of each file of `closure` (dependencies first, the module read last), by name;
    /// a file two of them compile is the later one's, as its conditions are.
    static func moduleOfFile(in closure: [Module]) -> [String: String] {
        var modules: [String: String] = [:]
        for module in closure {
            for file in module.sourceFiles { modules[file] = module.name }
        }
        return modules
    }

    /// The accessors SwiftGen and R.swift would generate for the module and its dependencies
    /// (`ResourceCodeGeneration`): each module's own, internal ones included, since a
    /// dependency's views read its own (`L10n` of a design-system package in the views the app's
    /// preview shows). Two modules' types of one name are each module's (`ModuleScopedTypes`).
    static func generatedAccessorTargets(of closure: [Module]) -> [ResourceAccessorTarget] {
        closure.flatMap { module in
            module.resourceCodeGeneration.map { generation in
                let generator: ResourceAccessorGenerator
                switch generation.kind {
                case .swiftGenStructuredStrings: generator = .swiftGen(.structuredStrings, parameters: generation.parameters)
                case .swiftGenFlatStrings: generator = .swiftGen(.flatStrings, parameters: generation.parameters)
                case .swiftGenAssets: generator = .swiftGen(.assets, parameters: generation.parameters)
                case .swiftGenFonts: generator = .swiftGen(.fonts, parameters: generation.parameters)
                case .rswift: generator = .rswift
                }
                return ResourceAccessorTarget(name: module.name, resourcePaths: generation.inputs, generator: generator)
            }
        }
    }

    /// What the module's bundle is built from: a package target's resources are its own bundle
    /// (`Bundle.module`) and have no Info.plist of their own.
    static func bundleIdentity(_ module: Module) -> BundleIdentity {
        BundleIdentity(name: module.name, infoPlistPath: module.kind == .packageTarget ? nil : module.infoPlistPath,
                       generatedKeys: module.infoPlistKeys, buildSettings: module.buildSettings, isPackage: module.kind == .packageTarget)
    }

    /// The remote products of `modules` by module name, with their package's identity (a product
    /// two packages name is said as the first package's, by name), then the packages their
    /// `Package.resolved` pins, each by its own name.
    static func remotePackages(of modules: [Module]) -> [String: String] {
        var packages: [String: String] = [:]
        for product in modules.flatMap(\.remoteProducts).sorted() where packages[product.name] == nil {
            packages[product.name] = product.package
        }
        // A pinned package (direct or transitive) stands for a module of its own name.
        for pin in modules.flatMap(\.pinnedPackages).sorted() where packages[pin.name] == nil {
            packages[pin.name] = pin.package
        }
        return packages
    }

    /// A manifest, or a file in a folder of dependencies or build products.
    static func isOutsideTheProject(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        if components.last == "Package.swift" { return true }
        return components.dropLast().contains { ["Pods", "Carthage", "DerivedData", "node_modules"].contains($0) }
    }

    /// The files grouped by module, each group in the order of its first file; a file without a
    /// module is a group of its own.
    static func groups(_ files: [FixtureFile]) -> [[FixtureFile]] {
        var groups: [[FixtureFile]] = []
        var slot: [String: Int] = [:]
        for file in files {
            guard let module = file.module else {
                groups.append([file])
                continue
            }
            if let index = slot[module] {
                groups[index].append(file)
            } else {
                slot[module] = groups.count
                groups.append([file])
            }
        }
        return groups
    }
}
