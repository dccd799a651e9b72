import Diagnostics

/// Every message the project model can emit, alphabetised by identifier; each `id` is the entry's
/// name. General messages (`expected`, `unexpected`, `unreadableFile`, `fileTooLarge`,
/// `unterminatedString`, `unterminatedBlockComment`) come from `Diagnostics`' own catalogue.
/// docs/diagnostics.md lists the ids of every catalogue.
extension DiagnosticMessage {
    /// Modules that depend on each other in a circle; SwiftPM refuses such a graph ("cyclic dependency").
    public static func dependencyCycle(_ chain: [String]) -> Self {
        error("dependencyCycle", "cyclic dependency between modules: \(chain.joined(separator: " -> ")); each module of it is read once")
    }
    /// Two packages or projects with one name found under the roots being read.
    public static func duplicateProjectName(_ name: String, first: String, second: String) -> Self {
        warning("duplicateProjectName", "two packages or projects are named '\(name)' ('\(first)' and '\(second)'); the second one's modules are told apart by their folder")
    }
    /// A project manifest (`Project.swift`, `project.yml`) next to a committed `.xcodeproj`: the
    /// `.xcodeproj` is what Xcode opens, so it is read; the manifest's targets that it lacks are
    /// named (the generated project may be stale).
    public static func generatedProjectDiffers(manifest: String, project: String, missing: [String]) -> Self {
        warning("generatedProjectDiffers", "'\(manifest)' declares targets that '\(project)' beside it lacks (\(missing.joined(separator: ", "))); LayoutLens reads '\(project)', the project Xcode opens, which may be out of date: regenerate it")
    }
    /// A glob or path in a project manifest that climbs out of the project's folder.
    public static func globLeavesProject(_ pattern: String) -> Self {
        error("globLeavesProject", "'\(pattern)' reaches outside the project's folder; LayoutLens expands globs only inside the folder it reads, so it is skipped")
    }
    /// A manifest with `#if`: only the first branch of each conditional is read.
    public static func manifestConditionalCompilation() -> Self {
        warning("manifestConditionalCompilation", "'#if' in a package manifest is not evaluated; LayoutLens reads only the first branch of each conditional")
    }
    /// A top-level `if` in a manifest: its first block is read as if the condition held.
    public static func manifestConditionNotEvaluated() -> Self {
        warning("manifestConditionNotEvaluated", "an 'if' in a package manifest is not evaluated; LayoutLens reads its first block as if the condition held")
    }
    /// A manifest form the declarative reader does not understand (a loop, a function call, a
    /// variable changed after it was made); what it declares is left out.
    public static func manifestFormNotUnderstood(_ what: String) -> Self {
        warning("manifestFormNotUnderstood", "\(what) in a package manifest is not understood by LayoutLens, which reads manifests without running them; what it declares is left out")
    }
    /// A `Package.swift` the declarative reader could not follow that could not be run either
    /// (the interpreter stopped, with why, at file:line:col); the declarative reading is kept.
    public static func packageManifestNotRun(_ why: String) -> Self {
        warning("packageManifestNotRun", "the package manifest could not be run against LayoutLens's model of PackageDescription: \(why); what LayoutLens read without running it is kept")
    }
    /// A value a run of a `Package.swift` needed that only the machine building it has (an
    /// environment variable, a file's existence): the run goes on with what a fresh checkout gives.
    public static func packageManifestRunAssumed(_ what: String, assumed: String) -> Self {
        warning("packageManifestRunAssumed", "running the package manifest needed \(what), which LayoutLens never reads; assumed \(assumed)")
    }
    /// A manifest without a `Package(…)` value.
    public static func manifestWithoutPackage() -> Self {
        error("manifestWithoutPackage", "no 'Package(...)' found in the package manifest")
    }
    /// Nesting deeper than the reader follows (guards the stack against `((((…`).
    public static func nestingTooDeep(limit: Int) -> Self {
        error("nestingTooDeep", "nesting is deeper than \(limit) levels; the rest of the file is not read")
    }
    /// A project-manifest form (`Project.swift`, its helpers, `project.yml`) the declarative
    /// reader does not understand; what it declares is left out.
    public static func projectManifestFormNotUnderstood(_ what: String) -> Self {
        warning("projectManifestFormNotUnderstood", "\(what) in a project manifest is not understood by LayoutLens, which reads manifests without running them; what it declares is left out")
    }
    /// A value a run of a Tuist manifest needed that only the machine building it has (a file's
    /// existence, an environment variable): the run goes on with what a fresh checkout would give.
    public static func projectManifestRunAssumed(_ what: String, assumed: String) -> Self {
        warning("projectManifestRunAssumed", "running the project manifest needed \(what), which LayoutLens never reads; assumed \(assumed)")
    }
    /// A Tuist manifest the declarative reader could not follow and that could not be run either
    /// (the interpreter stopped, with why); what the declarative reading found is kept.
    public static func projectManifestNotRun(_ why: String) -> Self {
        warning("projectManifestNotRun", "the project manifest could not be run against LayoutLens's model of ProjectDescription: \(why); what LayoutLens read without running it is kept")
    }
    /// A `Project.swift`/`Workspace.swift` without its `Project(...)`/`Workspace(...)` value, or a
    /// `project.yml` without `targets`.
    public static func projectManifestWithoutProject(_ what: String, file: String) -> Self {
        error("projectManifestWithoutProject", "no \(what) found in \(file); its targets are unknown")
    }
    /// An xcodegen target template or `include:` that names itself, directly or not.
    public static func projectManifestCycle(_ chain: [String]) -> Self {
        error("projectManifestCycle", "'\(chain.joined(separator: "' -> '"))' includes itself; the repeated step is skipped")
    }
    /// A package that lists itself as a dependency.
    public static func packageDependsOnItself(_ name: String) -> Self {
        error("packageDependsOnItself", "package '\(name)' lists itself as a dependency; the dependency is ignored")
    }
    /// A local package (`.package(path:)`, `XCLocalSwiftPackageReference`) with no `Package.swift`.
    public static func packageNotFound(_ path: String) -> Self {
        warning("packageNotFound", "no package at '\(path)' (no Package.swift there); its products are unknown")
    }
    /// A local package whose folder is a git submodule that is not checked out: another
    /// repository, read as a remote package is (by product name only).
    public static func localPackageIsUncheckedSubmodule(_ path: String, url: String) -> Self {
        warning("localPackageIsUncheckedSubmodule",
                "no package at '\(path)': it is the git submodule \(url), not checked out; its products are treated as a remote package's")
    }
    /// A local package with no `Package.swift` at its path, read as the workspace's one package
    /// of the same identity (the last path component, SE-0292), which Xcode uses in its place.
    public static func localPackageByIdentity(_ path: String, used: String) -> Self {
        warning("localPackageByIdentity",
                "no package at '\(path)'; the package of the same identity at '\(used)' is read in its place, as Xcode uses the workspace's local package")
    }
    /// A target's `path:`, `sources:` or `resources:` entry that leaves the package's folder:
    /// SwiftPM refuses such a package ("target '…' in package '…' is outside the package root",
    /// its PackageBuilder's `ModuleError.targetOutsidePackage`; wording unverified), so the entry
    /// is not read — nothing outside the package is ever taken for its files.
    public static func targetOutsidePackage(_ target: String, package: String, entry: String) -> Self {
        error("targetOutsidePackage", "'\(entry)' of target '\(target)' in package '\(package)' is outside the package root; it is not read")
    }
    /// A file or folder a project names that is not on disk.
    public static func pathNotFound(_ path: String, what: String) -> Self {
        warning("pathNotFound", "\(what) '\(path)' does not exist")
    }
    /// A `project.pbxproj` that could not be read (its error is reported too) and the source that
    /// describes the same app read instead: `manifest` — the XcodeGen `project.yml` or Tuist
    /// `Project.swift` beside it — or, when there is none, its folder as one plain-folder module.
    public static func projectFileFallback(_ project: String, manifest: String?, folder: String, fileMissing: Bool = false) -> Self {
        if fileMissing {
            let instead = manifest.map { "its targets from '\($0)' beside it" } ?? "its folder '\(folder)' as one module, as a plain folder is"
            return warning("projectFileFallback", "'\(project)' holds no project.pbxproj (it is not in the repository), so LayoutLens reads \(instead)")
        }
        if let manifest {
            return warning("projectFileFallback", "'\(project)' could not be read, so LayoutLens reads the app's targets from '\(manifest)' beside it instead; fix the project file for Xcode's own targets")
        }
        return warning("projectFileFallback", "'\(project)' could not be read and no project manifest lies beside it, so LayoutLens reads its folder '\(folder)' as one module, as a plain folder is; its targets (and which files each compiles) are not known")
    }
    /// An object id in a `project.pbxproj` that names no object.
    public static func projectObjectMissing(_ id: String, key: String) -> Self {
        warning("projectObjectMissing", "'\(key)' names object \(id), which the project file does not define; it is skipped")
    }
    /// A dependency that names a product no local package declares.
    public static func productNotFound(_ name: String, package: String) -> Self {
        warning("productNotFound", "product '\(name)' is not declared by package '\(package)'")
    }
    /// A symbolic link that leads back to a folder already being read.
    public static func symbolicLinkLoop(_ path: String) -> Self {
        warning("symbolicLinkLoop", "'\(path)' leads back to a folder already read (a symbolic link loop); it is not read again")
    }
    /// A symbolic link whose target lies outside the project's folder (`LinkBoundary`).
    public static func symbolicLinkOutsideProject(_ path: String, target: String) -> Self {
        warning("symbolicLinkOutsideProject", "'\(path)' is a symbolic link to '\(target)', outside the project; LayoutLens never reads outside the project it is given, so it is not read (Xcode would follow it)")
    }
    /// A folder walk bounded by its file and folder counts.
    public static func tooManyFiles(limit: Int, folder: String) -> Self {
        warning("tooManyFiles", "more than \(limit) files or folders under '\(folder)'; the rest are not read")
    }
    /// A project's path that names no file as written, taken as the one file whose name differs
    /// only in letter case (`PathCaseOnTheMac`).
    public static func pathCaseDiffers(written: String, onDisk: String) -> Self {
        warning("pathCaseDiffers", "the project names '\(written)', which is '\(onDisk)' on disk; read as that file, as a Mac's default case-insensitive volume opens it")
    }
    /// An Xcode product dependency that names no package, whose product no package read declares.
    public static func unresolvedProduct(_ name: String) -> Self {
        warning("unresolvedProduct", "product '\(name)' names no package, and no package LayoutLens read declares it; it is taken to come from a package that is not in the repository")
    }
    /// A dependency name that is neither a target of the package nor a product of a dependency.
    public static func unknownDependency(_ name: String, module: String) -> Self {
        warning("unknownDependency", "'\(module)' depends on '\(name)', which is neither a target of its package nor a product of a package LayoutLens read")
    }
    /// Part of a `swiftgen.yml` that the reader does not know; what it declares is not generated.
    public static func swiftGenConfigNotUnderstood(_ what: String) -> Self {
        warning("swiftGenConfigNotUnderstood", "\(what) in a SwiftGen configuration is not understood by LayoutLens; what it would generate is left out, and names from it are stand-ins")
    }
    /// A SwiftGen output whose template's declarations LayoutLens does not write.
    public static func swiftGenOutputNotGenerated(parser: String, template: String, output: String) -> Self {
        warning("swiftGenOutputNotGenerated", "SwiftGen's '\(parser)' output '\(output)' uses \(template), whose declarations LayoutLens does not write; names from it are stand-ins unless the file is committed")
    }
    /// A SwiftGen output no module compiles: neither its path nor its inputs lie in a module read.
    public static func swiftGenOutputWithoutModule(_ output: String) -> Self {
        warning("swiftGenOutputWithoutModule", "no module read compiles SwiftGen's output '\(output)' or holds its inputs; its declarations are not generated")
    }
    /// YAML that the reader of xcodegen's `project.yml` cannot read (the subset xcodegen files use).
    public static func yamlSyntax(_ what: String) -> Self {
        error("yamlSyntax", "\(what); the rest of this YAML value is skipped")
    }
}
