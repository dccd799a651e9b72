import Diagnostics

/// Reads a Tuist `Project.swift` declaratively, like `PackageManifestReader` reads `Package.swift`
/// (the same tokenizer and expression parser; never run): the `Project(name:packages:targets:)`
/// value, each `.target(name:destinations:product:…)` / `Target(…)` in `targets:` with its
/// `sources`, `resources`, `buildableFolders`, `dependencies` and `infoPlist`, and the helpers
/// `Tuist/ProjectDescriptionHelpers/*.swift` declare (string constants, functions returning a
/// `Target` or `Project`), followed by `ManifestEvaluator`. Argument meanings are Tuist's
/// ProjectDescription API reference (tuist.dev: `Project`, `Target`, `Product`,
/// `TargetDependency`, `SourceFilesList`, `ResourceFileElements`, `InfoPlist`). A target whose
/// name cannot be read is left out with a `projectManifestFormNotUnderstood` warning.
public enum TuistManifestReader {
    public static let sizeLimit = 1 << 20
    /// More helper files than any real project has.
    public static let helperLimit = 200

    /// Whether the file at `path` is a Tuist manifest (`import ProjectDescription` in it), not an
    /// app's own `Project.swift` model file.
    public static func isManifest(_ path: String) -> Bool {
        guard case .success(let bytes) = FileSystem.readText(path, limit: sizeLimit) else { return false }
        return String(decoding: bytes.prefix(1 << 16), as: UTF8.self).contains("import ProjectDescription")
    }

    /// The folder Tuist treats as the root above `folder`: the nearest (up to 16 levels, not past
    /// a `.git`) holding a `Tuist` folder or a `Tuist.swift`.
    public static func root(above folder: String) -> String? {
        var current = folder
        for _ in 0..<16 {
            let names = FileSystem.entries(of: current)
            if names.contains("Tuist.swift") || (names.contains("Tuist") && FileSystem.kind(of: ProjectPath.join(current, "Tuist")) == .folder) {
                return current
            }
            if names.contains(".git") || current == "/" || current == "." { return nil }
            current = ProjectPath.parent(current)
        }
        return nil
    }

    /// Reads `Project.swift` at `path` with the helpers of its Tuist root: declaratively, and
    /// when that leaves a part not understood and a `runner` is given, by running the manifest
    /// (`runByRunner`). `givenFolder`, the folder LayoutLens was given, bounds its globs when it
    /// holds the Tuist root (`TuistProjectReading.globBoundary`).
    public static func read(_ path: String, runner: (any TuistManifestRunning)? = nil,
                            givenFolder: String? = nil) -> (project: GeneratedProject?, diagnostics: [Diagnostic]) {
        let file = ProjectPath.normalize(path)
        let folder = ProjectPath.parent(file)
        var sources = ManifestSources()
        let rootFolder = root(above: folder) ?? folder
        // The local plugins' helpers first: the project's own helpers import them (`TuistPlugins`).
        for helper in TuistPlugins.helperFiles(rootFolder: rootFolder, limit: helperLimit) { sources.add(helper, limit: sizeLimit) }
        let helpersFolder = ProjectPath.join(rootFolder, "Tuist/ProjectDescriptionHelpers")
        if FileSystem.kind(of: helpersFolder) == .folder {
            var walker = FolderWalker()
            var helpers: [String] = []
            walker.walk(helpersFolder, descend: { _ in true }, file: { if ProjectPath.fileExtension($0) == "swift" { helpers.append($0) } })
            for helper in helpers.sorted().prefix(helperLimit) { sources.add(helper, limit: sizeLimit) }
        }
        guard sources.add(file, limit: sizeLimit) else { return (nil, sources.diagnostics) }
        var diagnostics = sources.diagnostics
        var bindings: [String: ManifestExpression] = [:]
        var functions: [String: [ManifestParser.Function]] = [:]
        var ownBindings: [(name: String, value: ManifestExpression)] = []
        // The manifest's own top-level statements other than bindings (`if flag { targets.append(…) }`,
        // a loop): the declarative reading does not replay them, so what they add is unseen.
        var ownStatementsNotRead: [Int] = []
        for (index, tokens) in sources.tokens.enumerated() {
            var parser = ManifestParser(tokens: tokens)
            parser.readsDeclarationBodies = true
            parser.parseTopLevel()
            if let offset = parser.tooDeepAt { diagnostics.append(sources.diagnostic(.nestingTooDeep(limit: ManifestParser.nestingLimit), at: offset)) }
            bindings.merge(parser.bindings) { _, new in new }
            functions.merge(parser.functions) { old, new in old + new }
            if index == sources.files.count - 1 {
                ownBindings = parser.bindings.map { ($0.key, $0.value) }.sorted { $0.value.offset < $1.value.offset }
                ownStatementsNotRead = parser.conditions + parser.notUnderstood.map(\.offset)
                    + parser.changes.compactMap { parser.bindings[$0.binding]?.offset }
            }
        }
        var reading = TuistProjectReading(evaluator: ManifestEvaluator(bindings: bindings, functions: functions),
                                          folder: folder, rootFolder: rootFolder, globBoundary: givenFolder,
                                          sourceFolders: sources.files.map { ($0.base, ProjectPath.parent($0.path)) })
        var projectValue: ManifestEvaluator.Value?
        var bindingOffset = 0
        for binding in ownBindings {
            let value = reading.evaluator.resolve(.init(expression: binding.value))
            if value.calleeName == "Project" || (value.calleeName == "init" && value.argument("targets") != nil) {
                projectValue = value
                bindingOffset = binding.value.offset
                break
            }
        }
        guard let projectValue else {
            if let runner, let run = runByRunner(runner, sources: sources, bindingNames: ownBindings.map(\.name), at: ownBindings.first?.value.offset ?? 0, folder: folder, rootFolder: rootFolder, givenFolder: givenFolder) {
                return (run.project, diagnostics + run.diagnostics)
            }
            diagnostics.append(.aboutFile(file, .projectManifestWithoutProject("Project(...)", file: "Project.swift")))
            return (nil, diagnostics)
        }
        let project = reading.project(projectValue, manifestPath: file)
        let understood = reading.evaluator.problems.isEmpty && reading.evaluator.undecided.isEmpty && !reading.evaluator.exhausted
            && reading.evaluator.skippedBodies.isEmpty
            && !reading.problems.contains { $0.message.id == "projectManifestFormNotUnderstood" }
            && ownStatementsNotRead.isEmpty
        if !understood, let runner,
           let run = runByRunner(runner, sources: sources, bindingNames: ownBindings.map(\.name), at: bindingOffset, folder: folder, rootFolder: rootFolder, givenFolder: givenFolder) {
            if run.project != nil { return (run.project, diagnostics + run.diagnostics) }
            diagnostics += run.diagnostics
        }
        diagnostics += reading.evaluator.problems.map { sources.diagnostic($0.message, at: $0.offset) }
        diagnostics += reading.problems.map { sources.diagnostic($0.message, at: $0.offset) }
        for skipped in reading.evaluator.skippedBodies {
            diagnostics.append(sources.diagnostic(.projectManifestFormNotUnderstood(
                "the statements of '\(skipped.function)' other than 'let', 'return' and appends to a local (loops, 'switch', 'guard', 'else')"), at: skipped.offset))
        }
        for offset in Set(ownStatementsNotRead).sorted() {
            diagnostics.append(sources.diagnostic(.projectManifestFormNotUnderstood(
                "a top-level statement other than 'let' and 'var' (an 'if', a loop, a change to a value declared before)"), at: offset))
        }
        for offset in Set(reading.evaluator.undecided).sorted() {
            diagnostics.append(sources.diagnostic(.projectManifestFormNotUnderstood(
                "a condition that does not come down to 'true' or 'false' (what its first branch, or its 'if' block, declares is read)"), at: offset))
        }
        if reading.evaluator.exhausted {
            diagnostics.append(.aboutFile(file, .projectManifestFormNotUnderstood("helper functions that call each other more than \(ManifestEvaluator.stepBudget) times")))
        }
        return (project, diagnostics)
    }

    /// The project a run of the manifest gives, read from its value as from a manifest that spelled
    /// it out; nil project with the run's diagnostics when it could not run. Nil when the
    /// manifest has no top-level names to run for.
    private static func runByRunner(_ runner: any TuistManifestRunning, sources: ManifestSources, bindingNames: [String], at offset: Int,
                                    folder: String, rootFolder: String, givenFolder: String?) -> (project: GeneratedProject?, diagnostics: [Diagnostic])? {
        guard !bindingNames.isEmpty else { return nil }
        let files = sources.files.map { TuistManifestRunRequest.File(path: $0.path, bytes: $0.bytes) }
        let result = runner.run(TuistManifestRunRequest(files: files, bindingNames: bindingNames))
        guard let value = result.project else { return (nil, result.diagnostics) }
        var reading = TuistProjectReading(evaluator: ManifestEvaluator(bindings: [:], functions: [:]), folder: folder, rootFolder: rootFolder,
                                          globBoundary: givenFolder)
        let project = reading.project(.init(expression: value.expression(at: offset)), manifestPath: sources.files[sources.files.count - 1].path)
        var diagnostics = result.diagnostics
        diagnostics += reading.evaluator.problems.map { sources.diagnostic($0.message, at: $0.offset) }
        diagnostics += reading.problems.map { sources.diagnostic($0.message, at: $0.offset) }
        return (project, diagnostics)
    }

    /// The projects a `Workspace.swift` at `path` lists (`Workspace(name:projects:)`), as
    /// folders; a glob (`"Projects/**"`) stands for every folder it matches that has a `Project.swift`.
    public static func workspaceProjects(_ path: String) -> (folders: [String], diagnostics: [Diagnostic]) {
        let file = ProjectPath.normalize(path)
        let folder = ProjectPath.parent(file)
        var sources = ManifestSources()
        guard sources.add(file, limit: sizeLimit) else { return ([], sources.diagnostics) }
        var parser = ManifestParser(tokens: sources.tokens[0])
        parser.readsDeclarationBodies = true
        parser.parseTopLevel()
        var evaluator = ManifestEvaluator(bindings: parser.bindings, functions: parser.functions)
        guard let workspace = parser.bindings.values.map({ evaluator.resolve(.init(expression: $0)) }).first(where: { $0.calleeName == "Workspace" }) else {
            return ([], sources.diagnostics + [.aboutFile(file, .projectManifestWithoutProject("Workspace(...)", file: "Workspace.swift"))])
        }
        var folders: [String] = []
        var diagnostics = sources.diagnostics
        for element in evaluator.elements(workspace.argument("projects")) {
            guard let pattern = evaluator.string(element, what: "a project path") else { continue }
            let glob = FileGlob(pattern)
            if glob.leavesRoot {
                diagnostics.append(sources.diagnostic(.globLeavesProject(pattern), at: element.offset))
                continue
            }
            if !glob.hasWildcard { folders.append(ProjectPath.join(folder, pattern)); continue }
            var walker = FolderWalker()
            walker.walk(folder, descend: { _ in true }, file: { found in
                guard ProjectPath.lastComponent(found) == "Project.swift" else { return }
                let projectFolder = ProjectPath.parent(found)
                if glob.matches(ProjectPath.relative(projectFolder, to: folder) ?? "") { folders.append(projectFolder) }
            })
            diagnostics += walker.diagnostics
        }
        diagnostics += evaluator.problems.map { sources.diagnostic($0.message, at: $0.offset) }
        return (Array(Set(folders)).sorted(), diagnostics)
    }
}
