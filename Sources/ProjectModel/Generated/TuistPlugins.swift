/// The local plugins a Tuist root declares, whose helpers its manifests may import. Tuist docs,
/// "Plugins": a project description helper plugin is a folder holding a `Plugin.swift` that
/// names it (`Plugin(name: "MyPlugin")`) and a `ProjectDescriptionHelpers` folder of Swift files;
/// the configuration lists it (`plugins: [.local(path: .relativeToRoot("Plugins/MyPlugin"))]`,
/// in `Tuist.swift` — Tuist 4 — or `Tuist/Config.swift` — Tuist 3), and a manifest uses its
/// helpers after `import MyPlugin`. Read declaratively, with the manifest reader's parser.
enum TuistPlugins {
    /// The configuration files a Tuist root may have, in the order Tuist 4 then 3 reads them.
    static let configurationFiles = ["Tuist.swift", "Tuist/Config.swift"]

    /// The Swift files of the `ProjectDescriptionHelpers` folder of every local plugin the
    /// configuration of `rootFolder` lists, sorted per plugin; at most `limit` files.
    static func helperFiles(rootFolder: String, limit: Int) -> [String] {
        var files: [String] = []
        for folder in localPluginFolders(rootFolder: rootFolder) {
            let helpers = ProjectPath.join(folder, "ProjectDescriptionHelpers")
            guard FileSystem.kind(of: helpers) == .folder else { continue }
            var walker = FolderWalker()
            var found: [String] = []
            walker.walk(helpers, descend: { _ in true }, file: { if ProjectPath.fileExtension($0) == "swift" { found.append($0) } })
            files += found.sorted()
        }
        return Array(files.prefix(limit))
    }

    /// The folders of the `.local(path:)` plugins of the first configuration file found.
    /// A `.relativeToRoot(…)` path starts at the root; a plain string at the configuration's
    /// folder (as a `Path` written as a string is relative to its manifest: Tuist docs, "Path").
    static func localPluginFolders(rootFolder: String) -> [String] {
        for name in configurationFiles {
            let path = ProjectPath.join(rootFolder, name)
            guard FileSystem.kind(of: path) == .file else { continue }
            var sources = ManifestSources()
            guard sources.add(path, limit: TuistManifestReader.sizeLimit) else { return [] }
            var parser = ManifestParser(tokens: sources.tokens[0])
            parser.parseTopLevel()
            var reading = TuistProjectReading(evaluator: ManifestEvaluator(bindings: parser.bindings, functions: parser.functions),
                                              folder: ProjectPath.parent(path), rootFolder: rootFolder)
            var folders: [String] = []
            for binding in parser.bindings.values.sorted(by: { $0.offset < $1.offset }) {
                for plugin in pluginValues(in: reading.evaluator.resolve(.init(expression: binding)), evaluator: &reading.evaluator)
                where plugin.calleeName == "local" {
                    if let folder = reading.path(plugin.argument("path")) { folders.append(folder) }
                }
            }
            return folders
        }
        return []
    }

    /// The elements of the `plugins:` argument of a `Tuist(…)`/`Config(…)` call, or of a call
    /// among its arguments (`Tuist(project: .tuist(plugins: […]))`).
    private static func pluginValues(in value: ManifestEvaluator.Value, evaluator: inout ManifestEvaluator, depth: Int = 0) -> [ManifestEvaluator.Value] {
        if let plugins = value.argument("plugins") { return evaluator.elements(plugins) }
        guard depth < 2, case .call(_, let arguments, _) = value.expression else { return [] }
        for argument in arguments {
            let found = pluginValues(in: evaluator.resolve(.init(expression: argument.value, scope: value.scope)), evaluator: &evaluator, depth: depth + 1)
            if !found.isEmpty { return found }
        }
        return []
    }
}
