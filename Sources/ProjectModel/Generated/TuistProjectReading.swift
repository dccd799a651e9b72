import Diagnostics

/// Turns the `Project(…)` value of a `Project.swift` into a `GeneratedProject` (see
/// `TuistManifestReader`).
struct TuistProjectReading {
    typealias Value = ManifestEvaluator.Value

    /// Tuist's `Product` cases and the Xcode product types its generator writes for them
    /// (Tuist source, `Product.xcodeValue`; Xcode's product-type identifiers).
    static let productTypes: [String: String] = [
        "app": "com.apple.product-type.application",
        "staticLibrary": "com.apple.product-type.library.static",
        "dynamicLibrary": "com.apple.product-type.library.dynamic",
        "framework": "com.apple.product-type.framework",
        "staticFramework": "com.apple.product-type.framework",
        "unitTests": "com.apple.product-type.bundle.unit-test",
        "uiTests": "com.apple.product-type.bundle.ui-testing",
        "bundle": "com.apple.product-type.bundle",
        "commandLineTool": "com.apple.product-type.tool",
        "appExtension": "com.apple.product-type.app-extension",
        "widgetExtension": "com.apple.product-type.app-extension",
        "messagesExtension": "com.apple.product-type.app-extension.messages",
        "stickerPackExtension": "com.apple.product-type.app-extension.messages-sticker-pack",
        "appClip": "com.apple.product-type.application.on-demand-install-capable",
        "watch2App": "com.apple.product-type.application.watchapp2",
        "watch2Extension": "com.apple.product-type.watchkit2-extension",
        "tvTopShelfExtension": "com.apple.product-type.tv-app-extension",
        "extensionKitExtension": "com.apple.product-type.extensionkit-extension",
        "systemExtension": "com.apple.product-type.system-extension",
        "xpc": "com.apple.product-type.xpc-service",
        "macro": "com.apple.product-type.tool",
    ]

    var evaluator: ManifestEvaluator
    let folder: String
    /// The Tuist root (`.relativeToRoot(…)` paths start here).
    let rootFolder: String
    /// The folder no glob may climb out of: the folder LayoutLens was given when it holds the
    /// Tuist root, else the Tuist root.
    let globBoundary: String
    /// The folder of each source file the manifest was read from, by the first offset of the file
    /// (`ManifestSources`): `.relativeToCurrentFile(…)` starts from the file it is written in.
    let sourceFolders: [(base: Int, folder: String)]
    private(set) var problems: [(message: DiagnosticMessage, offset: Int)] = []

    init(evaluator: ManifestEvaluator, folder: String, rootFolder: String, globBoundary: String? = nil,
         sourceFolders: [(base: Int, folder: String)] = []) {
        self.evaluator = evaluator
        self.folder = folder
        self.rootFolder = rootFolder
        self.sourceFolders = sourceFolders
        self.globBoundary = globBoundary.flatMap { ProjectPath.isInside(rootFolder, folder: $0) ? $0 : nil } ?? rootFolder
    }

    mutating func project(_ value: Value, manifestPath: String) -> GeneratedProject {
        var project = GeneratedProject(generator: .tuist, name: evaluator.string(value.argument("name"), what: "a project name") ?? ProjectPath.lastComponent(folder),
                                       manifestPath: manifestPath, folder: folder)
        for package in evaluator.elements(value.argument("packages")) {
            let resolved = evaluator.resolve(package)
            switch resolved.calleeName {
            case "remote",
                 "package" where resolved.argument("url") != nil:
                if let url = evaluator.string(resolved.argument("url"), what: "a package URL") {
                    project.remotePackages[ManifestInterpreter.identity(ofURL: url)] = url
                }
            case "local", "package":
                if let path = self.path(resolved.argument("path")) { project.localPackages.append(path) }
            default:
                evaluator.note(resolved, as: "a package")
            }
        }
        var names: Set<String> = []
        for element in targetValues(evaluator.elements(value.argument("targets")), depth: 0) {
            guard let target = target(element) else { continue }
            // Two targets of one name: Tuist refuses the project; the first is kept.
            if names.insert(target.name).inserted { project.targets.append(target) }
        }
        return project
    }

    /// `values` with each one that is itself a list of targets (a helper returning `[Target]`)
    /// replaced by its elements.
    private mutating func targetValues(_ values: [Value], depth: Int) -> [Value] {
        values.flatMap { value -> [Value] in
            let resolved = evaluator.resolve(value)
            switch resolved.expression {
            case .array, .concatenation:
                return depth < 8 ? targetValues(evaluator.elements(resolved), depth: depth + 1) : [resolved]
            default:
                return [resolved]
            }
        }
    }

    mutating func target(_ element: Value) -> GeneratedTarget? {
        let value = evaluator.resolve(element)
        guard ["target", "Target", "init"].contains(value.calleeName ?? ""),
              let name = evaluator.string(value.argument("name"), what: "a target name") else {
            if value.calleeName != nil || !isUnknown(value) { evaluator.note(value, as: "a target") }
            return nil
        }
        let product = evaluator.caseName(value.argument("product")) ?? "app"
        var target = GeneratedTarget(name: name, productType: Self.productTypes[product], offset: value.offset)
        if let productName = value.argument("productName") { target.productName = evaluator.string(productName, what: "a product name") }
        target.sources = globs(value.argument("sources"), what: "sources")
        target.resources = globs(value.argument("resources"), what: "resources")
        // Tuist 4's buildable folders are synchronised folders: every file below them.
        for folderValue in evaluator.elements(value.argument("buildableFolders")) {
            let resolved = evaluator.resolve(folderValue)
            if let path = evaluator.string(resolved.calleeName == "folder" ? resolved.argument(nil) : resolved, what: "a buildable folder") {
                target.sources.append(GlobRule(path))
                target.resources.append(GlobRule(path))
            }
        }
        target.dependencies = evaluator.elements(value.argument("dependencies")).compactMap { dependency($0) }
        readInfoPlist(value.argument("infoPlist"), into: &target)
        return target
    }

    private func isUnknown(_ value: Value) -> Bool {
        if case .unknown = value.expression { return true }
        return false
    }

    /// Globs of `SourceFilesList` / `ResourceFileElements`: a string, an array of strings and
    /// `.glob(_:excluding:)`s, `.folderReference(path:)`, or those wrapped in
    /// `SourceFilesList(globs:)` / `.resources(…)` / `.paths(…)`.
    mutating func globs(_ value: Value?, what: String) -> [GlobRule] {
        var rules: [GlobRule] = []
        for element in evaluator.elements(value) {
            let resolved = evaluator.resolve(element)
            switch resolved.expression {
            case .string, .interpolated:
                if let pattern = evaluator.string(resolved, what: what), let found = rule(pattern, at: resolved.offset) { rules.append(found) }
            case .call:
                switch resolved.calleeName ?? "" {
                case "glob":
                    guard let pattern = evaluator.string(resolved.argument(nil) ?? resolved.argument("pattern"), what: what) else { continue }
                    let excluded = evaluator.elements(resolved.argument("excluding")).compactMap { evaluator.string($0, what: "an excluded path") }
                    if let found = rule(pattern, excluding: excluded, at: resolved.offset) { rules.append(found) }
                case "folderReference", "file":
                    if let pattern = evaluator.string(resolved.argument("path") ?? resolved.argument(nil), what: what),
                       let found = rule(pattern, at: resolved.offset) { rules.append(found) }
                case "SourceFilesList", "ResourceFileElements", "init", "resources", "paths", "sourceFilesList":
                    rules += globs(resolved.argument("globs") ?? resolved.argument("resources") ?? resolved.argument(nil), what: what)
                default:
                    evaluator.note(resolved, as: what)
                }
            default:
                evaluator.note(resolved, as: what)
            }
        }
        return rules
    }

    /// A glob relative to the manifest's folder; one that climbs out of `globBoundary` is
    /// refused (LayoutLens reads only the repository it was given), one that climbs out of the
    /// manifest's folder but stays inside it (`../../Tests/App/**`, or `../Sources/UI/**` from an
    /// `Apps/` Tuist root inside the repository given) is kept: Tuist resolves a glob relative to
    /// the manifest's folder whatever its `..` (`GeneratedTargetFiles`).
    private mutating func rule(_ pattern: String, excluding: [String] = [], at offset: Int) -> GlobRule? {
        let relativeToRoot = ProjectPath.relative(folder, to: globBoundary).map { $0.isEmpty ? pattern : $0 + "/" + pattern } ?? pattern
        if pattern.hasPrefix("/") || FileGlob(relativeToRoot).leavesRoot {
            problems.append((.globLeavesProject(pattern), offset))
            return nil
        }
        return GlobRule(pattern, excluding: excluding)
    }

    mutating func dependency(_ element: Value) -> GeneratedDependency? {
        let value = evaluator.resolve(element)
        switch value.calleeName ?? "" {
        case "target":
            if let name = value.argument("name") { return evaluator.string(name, what: "a target name").map(GeneratedDependency.target) }
            guard let argument = value.argument(nil) else { break }
            let resolved = evaluator.resolve(argument)
            if ["target", "Target", "init"].contains(resolved.calleeName ?? "") {
                return evaluator.string(resolved.argument("name"), what: "a target name").map(GeneratedDependency.target)
            }
            return evaluator.string(resolved, what: "a target name").map(GeneratedDependency.target)
        case "project":
            guard let name = evaluator.string(value.argument("target"), what: "a target name"), let path = path(value.argument("path")) else { return nil }
            return .project(target: name, folder: path)
        case "external":
            return evaluator.string(value.argument("name"), what: "an external dependency").map { .packageProduct(product: $0, package: nil) }
        case "package":
            if evaluator.caseName(value.argument("type")) == "plugin" { return nil }
            return evaluator.string(value.argument("product"), what: "a package product").map { .packageProduct(product: $0, package: nil) }
        case "sdk", "framework", "xcframework", "library", "xctest":
            return .sdk(evaluator.string(value.argument("name") ?? value.argument("path"), what: "a framework") ?? value.calleeName!)
        default:
            if case .implicitMember("xctest", _) = value.expression { return .sdk("XCTest") }
        }
        evaluator.note(value, as: "a target dependency")
        return nil
    }

    /// `infoPlist: "path"`, `.file(path:)`, `.extendingDefault(with: [...])` or `.dictionary([...])`.
    private mutating func readInfoPlist(_ value: Value?, into target: inout GeneratedTarget) {
        guard let value else { return }
        let resolved = evaluator.resolve(value)
        switch resolved.calleeName {
        case "file":
            target.infoPlistPath = path(resolved.argument("path") ?? resolved.argument(nil))
        case "extendingDefault", "dictionary":
            guard let dictionary = resolved.argument("with") ?? resolved.argument(nil) else { return }
            let entries = evaluator.resolve(dictionary)
            guard case .dictionary(let pairs, _) = entries.expression else { return }
            for pair in pairs {
                guard case .string(let key, _) = pair.key else { continue }
                var item = evaluator.resolve(Value(expression: pair.value, scope: entries.scope))
                if item.calleeName == "string", let inner = item.argument(nil) { item = evaluator.resolve(inner) }
                if case .string(let text, _) = item.expression { target.infoPlistKeys[key] = text }
                else if case .interpolated = item.expression, let text = evaluator.string(item, what: "an Info.plist value") { target.infoPlistKeys[key] = text }
            }
        case nil:
            if case .implicitMember = resolved.expression { return }  // `.default`
            target.infoPlistPath = path(resolved)
        default:
            return
        }
    }

    /// A `Path`: a string (relative to the manifest), `.relativeToManifest(_:)`,
    /// `.relativeToRoot(_:)`, `.path(_:)`, or `.relativeToCurrentFile(_:)`, relative to the file
    /// the call is written in (Tuist's `Path`: "a path relative to the file that contains the path
    /// definition"), a helper's folder when a helper writes it.
    mutating func path(_ value: Value?) -> String? {
        guard let value else { return nil }
        let resolved = evaluator.resolve(value)
        if resolved.calleeName == "relativeToRoot" {
            return evaluator.string(resolved.argument(nil), what: "a path").map { ProjectPath.join(rootFolder, $0) }
        }
        if resolved.calleeName == "relativeToCurrentFile" {
            let base = sourceFolders.last { $0.base <= resolved.offset }?.folder ?? folder
            return evaluator.string(resolved.argument(nil), what: "a path").map { ProjectPath.join(base, $0) }
        }
        return evaluator.string(resolved, what: "a path").map { ProjectPath.join(folder, $0) }
    }
}
