import Diagnostics

/// Reads `X.xcodeproj/project.pbxproj` into an `XcodeProject`: from the root `PBXProject`, each
/// `PBXNativeTarget`'s name, product type and module name; its Swift files (the
/// `PBXSourcesBuildPhase`'s `PBXBuildFile.fileRef`s and its folder-synchronised groups); its
/// resources (the `PBXResourcesBuildPhase`, a `PBXVariantGroup` standing for each of its localised
/// children, and the synchronised groups' other files); `INFOPLIST_FILE`; `PBXTargetDependency`s;
/// and `packageProductDependencies` with their local or remote package.
public enum XcodeProjectReader {
    /// Larger than any real project file (a 3 000-file app's is about 2 MiB).
    public static let sizeLimit = 8 << 20

    /// Reads the project at `path` (the `.xcodeproj` folder). Nil with an error when its
    /// `project.pbxproj` cannot be read or parsed.
    public static func read(_ path: String) -> (project: XcodeProject?, diagnostics: [Diagnostic]) {
        let projectFolder = ProjectPath.normalize(path)
        let file = ProjectPath.join(projectFolder, "project.pbxproj")
        let bytes: [UInt8]
        switch FileSystem.readText(file, limit: sizeLimit) {
        case .success(let text): bytes = text
        case .failure(let failure): return (nil, [failure.diagnostic])
        }
        let root: PropertyListValue
        switch OldStylePropertyListParser.parse(bytes, file: file) {
        case .success(let value): root = value
        case .failure(let failure): return (nil, [failure.diagnostic])
        }
        return read(root, file: file, projectFolder: projectFolder)
    }

    static func read(_ root: PropertyListValue, file: String, projectFolder: String) -> (project: XcodeProject?, diagnostics: [Diagnostic]) {
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        guard let top = root.dictionary, let objectValues = top["objects"]?.dictionary,
              let rootID = top["rootObject"]?.string else {
            return (nil, [Diagnostic(.expected("'objects' and 'rootObject'", context: "in a project file"),
                                     at: SourceRange(file: file, start: start, end: start))])
        }
        let objects = objectValues.entries.compactMapValues(\.dictionary)
        let sourceRoot = ProjectPath.parent(projectFolder)
        guard let project = objects[rootID], project["isa"]?.string == "PBXProject" else {
            return (nil, [Diagnostic(.expected("a 'PBXProject' as the root object \(rootID)", context: "in a project file"),
                                     at: SourceRange(file: file, start: objectValues.position, end: objectValues.position))])
        }
        let groupRoot = ProjectPath.join(sourceRoot, project["projectDirPath"]?.string ?? "")
        var graph = XcodeObjectGraph(objects: objects, file: file, sourceRoot: sourceRoot, groupRoot: groupRoot)
        var walker = FolderWalker()
        var targets: [XcodeTarget] = []
        let nativeTargets = graph.objects("targets", of: project).filter { $0.object["isa"]?.string == "PBXNativeTarget" }
        let projectSettings = settingLevels(of: project, graph: &graph)
        let region = project["developmentRegion"]?.string
        let projectConditions = buildSettings(of: project, graph: &graph)["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]
        for (id, target) in nativeTargets {
            var read = readTarget(id: id, target, graph: &graph, walker: &walker, projectSettings: projectSettings, region: region)
            let declared = SwiftCompilationConditions.xcodeConditions(
                project: projectConditions, target: buildSettings(of: target, graph: &graph)["SWIFT_ACTIVE_COMPILATION_CONDITIONS"])
            read.compilationConditions = SwiftCompilationConditions.xcodeTargetConditions(
                declared: declared, merged: read.buildSettings,
                everyLevelRead: configurationFileRead(of: project, graph: &graph) && configurationFileRead(of: target, graph: &graph))
            targets.append(read)
        }
        // A product dependency without `package` (Xcode writes some so) comes from the package
        // another target's dependency on the same product names.
        var sources: [String: XcodePackageProduct.Source] = [:]
        for product in targets.flatMap(\.packageProducts) where product.source != .unspecified {
            sources[product.productName] = sources[product.productName] ?? product.source
        }
        for index in targets.indices {
            for productIndex in targets[index].packageProducts.indices where targets[index].packageProducts[productIndex].source == .unspecified {
                targets[index].packageProducts[productIndex].source = sources[targets[index].packageProducts[productIndex].productName] ?? .unspecified
            }
        }
        var localPackages: [String] = []
        for (_, reference) in graph.objects("packageReferences", of: project) {
            if let path = localPackagePath(reference, sourceRoot: sourceRoot) { localPackages.append(path) }
        }
        localPackages += folderReferencePackages(graph)
        let name = ProjectPath.lastComponent(projectFolder)
        let xcodeProject = XcodeProject(path: projectFolder, name: name.hasSuffix(".xcodeproj") ? String(name.dropLast(10)) : name,
                                        sourceRoot: sourceRoot, targets: targets, localPackages: localPackages)
        return (xcodeProject, graph.diagnostics + walker.diagnostics)
    }

    /// A Core Data model (`.xcdatamodeld`, `.xcdatamodel`): Xcode lists it in the target's
    /// Sources phase, where the model compiler (momc) builds the `.momd` the app bundle holds and
    /// generates the entity classes its `codeGenerationType` asks for (Apple docs, "Generating
    /// code"); for reading it is a resource of the target, as one in the Resources phase is.
    static func compiledIntoTheBundle(_ path: String) -> Bool {
        ["xcdatamodeld", "xcdatamodel"].contains(ProjectPath.fileExtension(path))
    }

    private static func readTarget(id: String, _ target: PropertyListDictionary, graph: inout XcodeObjectGraph,
                                   walker: inout FolderWalker, projectSettings: [[(name: String, value: String)]], region: String?) -> XcodeTarget {
        let name = target["name"]?.string ?? id
        var sources: [String] = []
        var resources: [String] = []
        var linkedBuiltProducts: [String] = []
        for (_, phase) in graph.objects("buildPhases", of: target) {
            let isa = phase["isa"]?.string
            if isa == "PBXFrameworksBuildPhase" {
                linkedBuiltProducts += XcodeImplicitDependencies.builtProducts(linkedBy: phase, graph: &graph)
                continue
            }
            guard isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
            for (_, buildFile) in graph.objects("files", of: phase) {
                guard let referenceID = buildFile["fileRef"]?.string,
                      let reference = graph.object(referenceID, key: "fileRef", from: buildFile) else { continue }
                // A variant group (`Localizable.strings`) stands for its localised children.
                let elementIDs = reference["isa"]?.string == "PBXVariantGroup" ? reference["children"]?.strings ?? [] : [referenceID]
                for elementID in elementIDs {
                    guard let path = graph.path(of: elementID) else { continue }
                    if isa == "PBXResourcesBuildPhase" || Self.compiledIntoTheBundle(path) { resources.append(path) }
                    else if ProjectPath.fileExtension(path) == "swift" { sources.append(path) }
                }
            }
        }
        let synchronized = synchronizedMembers(of: id, target, graph: &graph, walker: &walker)
        sources += synchronized.sources
        resources += synchronized.resources
        let settings = buildSettings(of: target, graph: &graph)
        let targetLevels = settingLevels(of: target, graph: &graph)
        let merged = XcodeBuildSettings.merged(levels: projectSettings + targetLevels, targetName: name, developmentRegion: region)
        // `INFOPLIST_FILE` and `INFOPLIST_KEY_…` are build settings like any other: a configuration
        // file (`.xcconfig`) or the project's level may set them (Xcode Help, "Configuration Settings
        // File (xcconfig) format").
        let infoPlist = merged["INFOPLIST_FILE"].flatMap { expandSourceRoot($0, sourceRoot: graph.sourceRoot) }
        if let infoPlist { resources.append(infoPlist) }
        let productFileName = XcodeImplicitDependencies.productFileName(of: target, graph: graph)
        var target = XcodeTarget(
            name: name,
            moduleName: moduleName(target: name, settings: settings),
            productType: target["productType"]?.string,
            sourceFiles: Array(Set(sources)).sorted(),
            resourcePaths: Array(Set(resources)).sorted(),
            infoPlistPath: infoPlist,
            packageProducts: packageProducts(of: target, graph: &graph),
            targetDependencies: graph.objects("dependencies", of: target).compactMap { dependency in
                dependency.object["target"]?.string.flatMap { graph.objects[$0]?["name"]?.string }
            })
        target.productFileName = productFileName
        target.linkedBuiltProducts = linkedBuiltProducts
        target.buildSettings = merged
        for (key, text) in merged where key.hasPrefix("INFOPLIST_KEY_") {
            target.infoPlistKeys[String(key.dropFirst("INFOPLIST_KEY_".count))] = text
        }
        return target
    }

    /// Files of the synchronised groups this target lists, and of other groups' exception sets
    /// that name this target.
    private static func synchronizedMembers(of targetID: String, _ target: PropertyListDictionary, graph: inout XcodeObjectGraph,
                                            walker: inout FolderWalker) -> SynchronizedFolder.Members {
        let owned = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
        var members = SynchronizedFolder.Members()
        for (groupID, group) in graph.objects.sorted(by: { $0.key < $1.key }) where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            let exceptionSets = (group["exceptions"]?.strings ?? []).compactMap { graph.objects[$0] }
                .filter { $0["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0["target"]?.string == targetID }
            let ownsFolder = owned.contains(groupID)
            guard ownsFolder || !exceptionSets.isEmpty, let folder = graph.path(of: groupID) else { continue }
            guard FileSystem.kind(of: folder) == .folder else {
                graph.report(.pathNotFound(folder, what: "synchronized folder"), at: group)
                continue
            }
            let synchronizedFolder = SynchronizedFolder(folder: folder, explicitFolders: Set(group["explicitFolders"]?.strings ?? []))
            let found = synchronizedFolder.members(exceptions: exceptionSets.flatMap { $0["membershipExceptions"]?.strings ?? [] },
                                                   ownsFolder: ownsFolder, walker: &walker)
            members.sources += found.sources
            members.resources += found.resources
        }
        for groupID in owned.sorted() where graph.objects[groupID] == nil {
            _ = graph.object(groupID, key: "fileSystemSynchronizedGroups", from: target)
        }
        return members
    }

    /// The string settings of the project's (or target's) Debug configuration, as two levels: the
    /// configuration file it is based on (`baseConfigurationReference`, `XcodeConfigFile`), then
    /// its own settings over it.
    private static func settingLevels(of owner: PropertyListDictionary, graph: inout XcodeObjectGraph) -> [[(name: String, value: String)]] {
        let configuration = debugConfiguration(of: owner, graph: &graph)
        let own = (configuration?["buildSettings"]?.dictionary?.entries ?? [:]).compactMapValues(\.string)
            .sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        guard let fileID = configuration?["baseConfigurationReference"]?.string, let file = graph.path(of: fileID) else { return [own] }
        return [XcodeConfigFile.assignments(at: file), own]
    }

    /// Whether the Debug configuration's base configuration file, if it names one, is there to
    /// read (CocoaPods' `Pods/Target Support Files` files are commonly not checked in).
    private static func configurationFileRead(of owner: PropertyListDictionary, graph: inout XcodeObjectGraph) -> Bool {
        guard let fileID = debugConfiguration(of: owner, graph: &graph)?["baseConfigurationReference"]?.string else { return true }
        guard let path = graph.path(of: fileID), case .success = FileSystem.readText(path, limit: XcodeConfigFile.sizeLimit) else { return false }
        return true
    }

    /// The build settings of the target's (or project's) Debug configuration, else its first.
    private static func buildSettings(of target: PropertyListDictionary, graph: inout XcodeObjectGraph) -> [String: PropertyListValue] {
        debugConfiguration(of: target, graph: &graph)?["buildSettings"]?.dictionary?.entries ?? [:]
    }

    private static func debugConfiguration(of target: PropertyListDictionary, graph: inout XcodeObjectGraph) -> PropertyListDictionary? {
        guard let listID = target["buildConfigurationList"]?.string,
              let list = graph.object(listID, key: "buildConfigurationList", from: target) else { return nil }
        let configurations = graph.objects("buildConfigurations", of: list).map(\.object)
        return configurations.first { $0["name"]?.string == "Debug" } ?? configurations.first
    }

    /// `$(SRCROOT)/App/Info.plist` or `App/Info.plist` → a path; nil for other build-setting references.
    private static func expandSourceRoot(_ value: String, sourceRoot: String) -> String? {
        var path = value
        for prefix in ["$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}", "$(SOURCE_ROOT)", "${SOURCE_ROOT}"] where path.hasPrefix(prefix) {
            path = String(path.dropFirst(prefix.count))
            while path.hasPrefix("/") { path.removeFirst() }
        }
        guard !path.isEmpty, !path.contains("$") else { return nil }
        return ProjectPath.join(sourceRoot, path)
    }

    private static func moduleName(target: String, settings: [String: PropertyListValue]) -> String {
        for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
            if let value = settings[key]?.string, !value.isEmpty, !value.contains("$") { return SwiftIdentifier.sanitize(value) }
        }
        return SwiftIdentifier.sanitize(target)
    }

    private static func packageProducts(of target: PropertyListDictionary, graph: inout XcodeObjectGraph) -> [XcodePackageProduct] {
        graph.objects("packageProductDependencies", of: target).compactMap { _, dependency in
            guard let productName = dependency["productName"]?.string, !productName.hasPrefix("plugin:") else { return nil }
            guard let packageID = dependency["package"]?.string else { return XcodePackageProduct(productName: productName, source: .unspecified) }
            guard let package = graph.object(packageID, key: "package", from: dependency) else { return nil }
            if package["isa"]?.string == "XCRemoteSwiftPackageReference" {
                return XcodePackageProduct(productName: productName, source: .remote(url: package["repositoryURL"]?.string ?? ""))
            }
            guard let path = localPackagePath(package, sourceRoot: graph.sourceRoot) else { return nil }
            return XcodePackageProduct(productName: productName, source: .local(path: path))
        }
    }

    /// Packages added to the project as folder references: before `XCLocalSwiftPackageReference`
    /// (Xcode 11–14), dragging a package's folder into the navigator wrote a `PBXFileReference`
    /// with `lastKnownFileType = folder` (or `wrapper`) and Xcode read the `Package.swift` inside
    /// as a local package whose products targets name without a `package` key (Apple, "Organizing
    /// your code with local packages"; seen in Dimillian/MovieSwiftUI's project). Sorted.
    private static func folderReferencePackages(_ graph: XcodeObjectGraph) -> [String] {
        var found: [String] = []
        for (id, object) in graph.objects where object["isa"]?.string == "PBXFileReference" {
            guard ["folder", "wrapper"].contains(object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string ?? ""),
                  let path = graph.path(of: id),
                  FileSystem.kind(of: ProjectPath.join(path, "Package.swift")) == .file else { continue }
            found.append(path)
        }
        return found.sorted()
    }

    /// `XCLocalSwiftPackageReference.relativePath` (older files: `path`) against the project's folder.
    private static func localPackagePath(_ reference: PropertyListDictionary, sourceRoot: String) -> String? {
        guard reference["isa"]?.string == "XCLocalSwiftPackageReference",
              let relative = reference["relativePath"]?.string ?? reference["path"]?.string else { return nil }
        return ProjectPath.join(sourceRoot, relative)
    }
}
