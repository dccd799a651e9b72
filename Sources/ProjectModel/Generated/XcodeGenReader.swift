import Diagnostics

/// Reads an xcodegen `project.yml` (Docs/ProjectSpec.md of github.com/yonaskolb/XcodeGen): `name`,
/// `include` (other spec files merged under this one, paths relative to the including file),
/// `packages` (`path:` a local package, `url:`/`github:` a remote one known by name),
/// `settings` and `targetTemplates`, and `targets` with `type`, `templates`, `sources` (paths or
/// `path:` with `excludes:`/`includes:` globs relative to that path), `dependencies` (`target:`,
/// `package:` + `product:`, `sdk:`, `framework:`, `carthage:`), `info: path:/properties:` and the
/// `INFOPLIST_FILE`/`INFOPLIST_KEY_*`/`SWIFT_ACTIVE_COMPILATION_CONDITIONS` settings. A target's paths are relative to the folder of the
/// spec file that declares it. Included specs and templates are merged as xcodegen merges them
/// (`merged(_:onto:)`). A multi-platform target (`platform: [iOS, macOS]`) is one module named as written.
public enum XcodeGenReader {
    /// Larger than any real spec (element-x-ios's largest is about 60 KiB).
    public static let sizeLimit = 4 << 20
    static let includeDepthLimit = 16
    /// The key LayoutLens adds to each target and template: the folder of the file declaring it.
    static let baseKey = "\u{0}base"
    /// The key LayoutLens adds to each target and template: the spec file declaring it.
    static let fileKey = "\u{0}file"

    public static func read(_ path: String) -> (project: GeneratedProject?, diagnostics: [Diagnostic]) {
        let file = ProjectPath.normalize(path)
        let folder = ProjectPath.parent(file)
        var diagnostics: [Diagnostic] = []
        guard let spec = load(file, chain: [], diagnostics: &diagnostics) else { return (nil, diagnostics) }
        guard let targets = spec["targets"], !targets.entries.isEmpty else {
            diagnostics.append(.aboutFile(file, .projectManifestWithoutProject("'targets'", file: ProjectPath.lastComponent(file))))
            return (nil, diagnostics)
        }
        var project = GeneratedProject(generator: .xcodegen, name: spec["name"]?.string ?? ProjectPath.lastComponent(folder),
                                       manifestPath: file, folder: folder)
        for entry in spec["packages"]?.entries ?? [] {
            if let local = entry.value["path"]?.string { project.localPackages.append(ProjectPath.join(folder, local)) }
            else if let url = entry.value["url"]?.string { project.remotePackages[entry.key] = url }
            else if let github = entry.value["github"]?.string { project.remotePackages[entry.key] = "https://github.com/\(github)" }
        }
        for entry in spec["localPackages"]?.items ?? [] {
            if let local = entry.string { project.localPackages.append(ProjectPath.join(folder, local)) }
        }
        let projectKeys = infoPlistKeys(spec["settings"])
        let templates = spec["targetTemplates"]
        for entry in targets.entries {
            var cycle: [String] = []
            let merged = applyTemplates(entry.value, templates: templates, chain: [entry.key], cycle: &cycle)
            if !cycle.isEmpty {
                diagnostics.append(Diagnostic(.projectManifestCycle(cycle), at: SourceRange(file: file, start: entry.value.position, end: entry.value.position)))
            }
            var target = target(entry.key, merged, projectFolder: folder, projectKeys: projectKeys, diagnostics: &diagnostics)
            target.compilationConditions = SwiftCompilationConditions.xcodeGenConditions(project: spec["settings"], target: merged["settings"])
            project.targets.append(target)
        }
        return (project, diagnostics)
    }

    /// The spec at `file` with its `include`s merged under it.
    private static func load(_ file: String, chain: [String], diagnostics: inout [Diagnostic]) -> YAMLValue? {
        let bytes: [UInt8]
        switch FileSystem.readText(file, limit: sizeLimit) {
        case .success(let text): bytes = text
        case .failure(let failure):
            diagnostics.append(failure.diagnostic)
            return nil
        }
        let (root, problems) = YAMLParser.parse(String(decoding: bytes, as: UTF8.self))
        diagnostics += problems.map { Diagnostic($0.message, at: SourceRange(file: file, start: $0.at, end: $0.at)) }
        guard case .mapping(var entries, let at) = root else {
            if case .null = root { return .mapping([], at: root.position) }
            diagnostics.append(Diagnostic(.yamlSyntax("a project spec is a mapping of keys such as 'name' and 'targets'"), at: SourceRange(file: file, start: root.position, end: root.position)))
            return nil
        }
        let folder = ProjectPath.parent(file)
        // Each target and template remembers the folder its paths are relative to.
        for index in entries.indices where entries[index].key == "targets" || entries[index].key == "targetTemplates" {
            guard case .mapping(var targets, let targetsAt) = entries[index].value else { continue }
            for targetIndex in targets.indices {
                guard case .mapping(var fields, let fieldsAt) = targets[targetIndex].value else { continue }
                fields.append(YAMLEntry(key: baseKey, value: .scalar(folder, at: fieldsAt)))
                fields.append(YAMLEntry(key: fileKey, value: .scalar(file, at: fieldsAt)))
                targets[targetIndex].value = .mapping(fields, at: fieldsAt)
            }
            entries[index].value = .mapping(targets, at: targetsAt)
        }
        var merged = YAMLValue.mapping([], at: at)
        let real = FileSystem.realPath(file) ?? file
        for include in root["include"]?.items ?? [] {
            guard let relative = include.string ?? include["path"]?.string else { continue }
            let path = ProjectPath.join(folder, relative)
            let includedReal = FileSystem.realPath(path) ?? path
            if chain.contains(includedReal) || includedReal == real || chain.count >= includeDepthLimit {
                diagnostics.append(Diagnostic(.projectManifestCycle((chain + [real, includedReal]).map(ProjectPath.lastComponent)),
                                              at: SourceRange(file: file, start: include.position, end: include.position)))
                continue
            }
            guard FileSystem.kind(of: path) == .file else {
                diagnostics.append(Diagnostic(.pathNotFound(path, what: "included spec"), at: SourceRange(file: file, start: include.position, end: include.position)))
                continue
            }
            if let included = load(path, chain: chain + [real], diagnostics: &diagnostics) { merged = self.merged(included, onto: merged) }
        }
        return self.merged(.mapping(entries.filter { $0.key != "include" }, at: at), onto: merged)
    }

    /// `top` over `base` as xcodegen merges specs and templates (its `SpecFile.swift`,
    /// `merged(onto:)`): mappings key by key (recursively), sequences joined (base first), a key
    /// written `key:REPLACE` replacing, anything else replaced.
    static func merged(_ top: YAMLValue, onto base: YAMLValue) -> YAMLValue {
        if case .sequence(let topItems, let at) = top, case .sequence(let baseItems, _) = base { return .sequence(baseItems + topItems, at: at) }
        guard case .mapping(let topEntries, let at) = top, case .mapping(var result, _) = base else { return top }
        for var entry in topEntries {
            let replaces = entry.key.hasSuffix(":REPLACE")
            if replaces { entry.key = String(entry.key.dropLast(":REPLACE".count)) }
            if let index = result.lastIndex(where: { $0.key == entry.key }) {
                result[index].value = replaces ? entry.value : merged(entry.value, onto: result[index].value)
            } else {
                result.append(entry)
            }
        }
        return .mapping(result, at: at)
    }

    /// A target with its `templates` merged under it (templates of templates first); `cycle`
    /// is set when a template names itself.
    private static func applyTemplates(_ target: YAMLValue, templates: YAMLValue?, chain: [String], cycle: inout [String]) -> YAMLValue {
        var base = YAMLValue.mapping([], at: target.position)
        for name in (target["templates"]?.items ?? []).compactMap(\.string) {
            guard let template = templates?[name] else { continue }
            if chain.contains(name) || chain.count > includeDepthLimit { cycle = chain + [name]; continue }
            base = merged(applyTemplates(template, templates: templates, chain: chain + [name], cycle: &cycle), onto: base)
        }
        return merged(target, onto: base)
    }

    private static func target(_ name: String, _ spec: YAMLValue, projectFolder: String, projectKeys: [String: String],
                               diagnostics: inout [Diagnostic]) -> GeneratedTarget {
        let base = spec[baseKey]?.string ?? projectFolder
        let specFile = spec[fileKey]?.string ?? ProjectPath.join(projectFolder, "project.yml")
        func fill(_ text: String) -> String {
            text.replacingAll("${target_name}", with: name).replacingAll("$target_name", with: name)
        }
        /// A path of this target relative to the project's folder.
        func relative(_ path: String) -> String {
            let joined = ProjectPath.join(base, fill(path))
            return ProjectPath.relative(joined, to: projectFolder) ?? joined
        }
        let type = spec["type"]?.string.map(fill)
        let settings = spec["settings"]
        var target = GeneratedTarget(name: name, productType: type.map { "com.apple.product-type.\($0)" }, offset: spec.position.offset)
        for source in spec["sources"]?.items ?? [] {
            guard let path = source.string ?? source["path"]?.string else { continue }
            let root = relative(path)
            // Only the project's own folder is read (a path out of it names another repository's files).
            if root.hasPrefix("/") || root == ".." || root.hasPrefix("../") || FileGlob(root).leavesRoot {
                diagnostics.append(Diagnostic(.globLeavesProject(path), at: SourceRange(file: specFile, start: source.position, end: source.position)))
                continue
            }
            let prefix = root == "." ? "" : root + "/"
            target.sources.append(GlobRule(root == "." ? "**" : root,
                                           excluding: (source["excludes"]?.items ?? []).compactMap(\.string).map { prefix + fill($0) },
                                           including: (source["includes"]?.items ?? []).compactMap(\.string).map { prefix + fill($0) }))
        }
        for dependency in spec["dependencies"]?.items ?? [] {
            if let other = dependency["target"]?.string {
                // `Project/Target` names a target of another project: known by name only.
                if other.contains("/") { target.dependencies.append(.sdk(other)) } else { target.dependencies.append(.target(fill(other))) }
            } else if let package = dependency["package"]?.string {
                let products = (dependency["products"]?.items ?? []).compactMap(\.string)
                for product in products.isEmpty ? [dependency["product"]?.string ?? package] : products {
                    target.dependencies.append(.packageProduct(product: product, package: package))
                }
            } else if let other = dependency["sdk"]?.string ?? dependency["framework"]?.string ?? dependency["carthage"]?.string ?? dependency["bundle"]?.string {
                target.dependencies.append(.sdk(other))
            }
        }
        target.infoPlistKeys = projectKeys.merging(infoPlistKeys(settings)) { _, new in new }
        for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
            if let value = setting(key, in: settings).map(fill), !value.isEmpty, !value.contains("$") { target.productName = value; break }
        }
        if let info = spec["info"] {
            if let path = info["path"]?.string { target.infoPlistPath = ProjectPath.join(projectFolder, relative(path)) }
            for entry in info["properties"]?.entries ?? [] { if let value = entry.value.string { target.infoPlistKeys[entry.key] = value } }
        }
        if target.infoPlistPath == nil, let file = setting("INFOPLIST_FILE", in: spec["settings"]), !file.contains("$") {
            // Build settings are relative to the project's folder (SRCROOT), not the spec's.
            target.infoPlistPath = ProjectPath.join(projectFolder, file)
        }
        return target
    }

    /// `settings: {KEY: v}` or `settings: {base: {KEY: v}}`.
    private static func setting(_ key: String, in settings: YAMLValue?) -> String? {
        settings?["base"]?[key]?.string ?? settings?[key]?.string
    }

    /// `INFOPLIST_KEY_<Key>` settings (Xcode generates those Info.plist keys from them).
    private static func infoPlistKeys(_ settings: YAMLValue?) -> [String: String] {
        var keys: [String: String] = [:]
        for entry in (settings?.entries ?? []) + (settings?["base"]?.entries ?? []) where entry.key.hasPrefix("INFOPLIST_KEY_") {
            if let value = entry.value.string { keys[String(entry.key.dropFirst("INFOPLIST_KEY_".count))] = value }
        }
        return keys
    }
}

private extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
