import Diagnostics

/// Runs a Tuist `Project.swift` with its `Tuist/ProjectDescriptionHelpers` as Swift, for the
/// manifests the declarative reader cannot follow (helpers with loops, `if`s, `map`s, `switch`es
/// over their own enums). Tuist itself compiles the manifest against ProjectDescription and runs
/// it (Tuist docs, "Manifests": "Tuist manifests are Swift files … compiled and evaluated");
/// LayoutLens runs it in its own interpreter against a modelled ProjectDescription, bounded and
/// without I/O. `ProjectModel` knows nothing of the interpreter (it stays a light module, see
/// docs/project-model.md): the runner is injected by the command line (`TuistManifestRunner`).
public protocol TuistManifestRunning: Sendable {
    /// The value the manifest binds to the first of `request.bindingNames` that holds a
    /// `Project`, as plain data; or why it could not be had.
    func run(_ request: TuistManifestRunRequest) -> TuistManifestRunResult
}

/// The files a manifest is run from, already read: helpers first, the manifest last.
public struct TuistManifestRunRequest: Sendable {
    public struct File: Sendable {
        public var path: String
        public var bytes: [UInt8]
        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    public var files: [File]
    /// The manifest's top-level names in the order written (`project` in Tuist's convention).
    public var bindingNames: [String]

    public init(files: [File], bindingNames: [String]) {
        self.files = files
        self.bindingNames = bindingNames
    }

    public var manifest: File { files[files.count - 1] }
}

/// What a run gave: the project as data, with what the run assumed (warnings); or nothing, with
/// why (`projectManifestNotRun` and the interpreter's error at file:line:col).
public struct TuistManifestRunResult: Sendable {
    public var project: ManifestValue?
    public var diagnostics: [Diagnostic]

    public init(project: ManifestValue?, diagnostics: [Diagnostic]) {
        self.project = project
        self.diagnostics = diagnostics
    }
}
