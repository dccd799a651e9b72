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

/// A ProjectDescription value as data, spelled as the declarative reader reads a manifest:
/// `Project(name: "A", targets: [.target(name: "A", …)])` is
/// `.call("Project", isType: true, [("name", .string("A")), ("targets", .array([...]))])`.
public indirect enum ManifestValue: Sendable, Equatable {
    case string(String)
    case number(String)
    case bool(Bool)
    case none
    case array([ManifestValue])
    case dictionary([Entry])
    /// `Name(…)` (`isType`) or `.name(…)`; arguments in order, unlabelled ones with a nil label.
    case call(String, isType: Bool, [Argument])
    /// `.name` without arguments (an enum case such as `.framework`).
    case member(String)

    public struct Argument: Sendable, Equatable {
        public var label: String?
        public var value: ManifestValue
        public init(_ label: String?, _ value: ManifestValue) {
            self.label = label
            self.value = value
        }
    }

    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: ManifestValue
        public init(_ key: String, _ value: ManifestValue) {
            self.key = key
            self.value = value
        }
    }

    /// The expression the declarative reader would have parsed for this value, every part at
    /// `offset` (where the manifest binds the project, so a diagnostic points there).
    func expression(at offset: Int) -> ManifestExpression {
        switch self {
        case .string(let text): return .string(text, offset: offset)
        case .number(let text): return .number(text, offset: offset)
        case .bool(let flag): return .identifier(flag ? "true" : "false", offset: offset)
        case .none: return .identifier("nil", offset: offset)
        case .array(let items): return .array(items.map { $0.expression(at: offset) }, offset: offset)
        case .dictionary(let entries):
            return .dictionary(entries.map { ManifestEntry(key: .string($0.key, offset: offset), value: $0.value.expression(at: offset)) }, offset: offset)
        case .member(let name): return .implicitMember(name, offset: offset)
        case .call(let name, let isType, let arguments):
            let callee: ManifestExpression = isType ? .identifier(name, offset: offset) : .implicitMember(name, offset: offset)
            return .call(callee, arguments.map { ManifestArgument(label: $0.label, value: $0.value.expression(at: offset)) }, offset: offset)
        }
    }
}
