import Diagnostics
import ProjectModel
import SwiftInterpreter

/// What manifests ask the machine building them: Tuist runs a manifest on the developer's Mac,
/// so `FileManager.default.fileExists(atPath:)` or `ProcessInfo.processInfo.environment` can
/// change what it declares (ugglan's helpers look for a git-ignored marker file). LayoutLens
/// never reads the machine for a manifest: each answer is what a fresh checkout on a clean
/// machine gives — no such file, an empty folder, no environment variable — and is a
/// `projectManifestRunAssumed` warning at the call; nothing is written or copied. Native types,
/// so the warning points at the manifest's call, not at a model's line.
final class MachineQuestions {
    private(set) var assumptions: [Diagnostic] = []
    private let fallback: SourceRange
    /// The warning for one assumption: `projectManifestRunAssumed` for a Tuist manifest,
    /// `packageManifestRunAssumed` for a `Package.swift`.
    private let assumption: @Sendable (String, String) -> DiagnosticMessage
    /// Whether ProjectDescription's `Environment` is registered (Tuist manifests only).
    private let modelsTuistEnvironment: Bool

    init(fallback: SourceRange, assumption: @escaping @Sendable (String, String) -> DiagnosticMessage = { DiagnosticMessage.projectManifestRunAssumed($0, assumed: $1) },
         modelsTuistEnvironment: Bool = true) {
        self.fallback = fallback
        self.assumption = assumption
        self.modelsTuistEnvironment = modelsTuistEnvironment
    }

    func register(in interpreter: Interpreter) {
        let fileManager = interpreter.registerNativeType("FileManager")
        fileManager.staticValues["default"] = interpreter.nativeValue("FileManager", 0)
        fileManager.addMethod("fileExists", .native("fileExists") { [unowned self] interpreter, _, arguments in
            assume(interpreter, "whether '\(Self.text(arguments.first))' exists", "it does not")
            return .bool(false)
        })
        fileManager.addMethod("contentsOfDirectory", .native("contentsOfDirectory") { [unowned self] interpreter, _, arguments in
            assume(interpreter, "the contents of '\(Self.text(arguments.first))'", "the folder is empty")
            return .array([])
        })
        fileManager.addMethod("copyItem", .native("copyItem") { [unowned self] interpreter, _, arguments in
            assume(interpreter, "a copy of '\(Self.text(arguments.first))'", "it was not made")
            return .void
        })
        fileManager.computedProperties["currentDirectoryPath"] = ComputedProperty(getter: .native("currentDirectoryPath") { [unowned self] interpreter, _, _ in
            assume(interpreter, "the current folder", "'.'")
            return .string(".")
        })
        fileManager.computedProperties["homeDirectoryForCurrentUser"] = ComputedProperty(getter: .native("homeDirectoryForCurrentUser") { [unowned self] interpreter, _, _ in
            assume(interpreter, "the home folder", "'~'")
            guard let url = interpreter.type(named: "URL") else { return .string("~") }
            return try interpreter.construct(url, [CallArgument("fileURLWithPath", .string("~"))])
        })
        let processInfo = interpreter.registerNativeType("ProcessInfo")
        processInfo.staticValues["processInfo"] = interpreter.nativeValue("ProcessInfo", 0)
        processInfo.computedProperties["environment"] = ComputedProperty(getter: .native("environment") { [unowned self] interpreter, _, _ in
            assume(interpreter, "the environment variables", "none is set")
            return .dictionary(OrderedDictionary())
        })
        processInfo.computedProperties["hostName"] = ComputedProperty(getter: .native("hostName") { [unowned self] interpreter, _, _ in
            assume(interpreter, "the machine's name", "'localhost'")
            return .string("localhost")
        })
        // ProjectDescription's `Environment`: `Environment.productType` reads `TUIST_PRODUCT_TYPE`
        // (Tuist docs, "Dynamic configuration"); its members are looked up by `environmentMember`.
        if modelsTuistEnvironment { interpreter.registerNativeType("Environment") }
    }

    /// `Environment.someName` (Tuist's dynamic member lookup over `TUIST_` variables): not set.
    func environmentMember(of base: Value, named member: String, in interpreter: Interpreter) -> Value? {
        guard case .metatype(let type) = base, type.name == "Environment", type.kind == .native else { return nil }
        assume(interpreter, "the environment variable 'TUIST_\(Self.screamingSnakeCase(member))'", "it is not set")
        return .optional(nil)
    }

    /// `Environment.appName.getString(default: "App")`, `Environment.isCI.getBoolean(default:
    /// false)`: ProjectDescription's methods on `Environment.Value?` (Tuist docs, "Dynamic
    /// configuration": they take a default "to ensure the user gets consistent results"). Every
    /// variable is unset here (`environmentMember`), so each gives its default. Only a nil
    /// optional has them, as only `Environment`'s members are read as nil optionals with such a
    /// method in a manifest.
    func environmentValueMember(of base: Value, named member: String) -> Value? {
        guard case .optional(nil) = base, member == "getString" || member == "getBoolean" else { return nil }
        return .function(.native(member, labels: ["default"]) { _, _, arguments in
            arguments.first(where: { $0.label == "default" })?.value ?? arguments.first?.value ?? .optional(nil)
        })
    }

    /// `productType` → `PRODUCT_TYPE`, as Tuist names the variable of a member.
    static func screamingSnakeCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result += "_" }
            result += character.uppercased()
        }
        return result
    }

    private func assume(_ interpreter: Interpreter, _ what: String, _ assumed: String) {
        let diagnostic = Diagnostic(assumption(what, assumed), at: interpreter.currentRange ?? fallback)
        if !assumptions.contains(diagnostic) { assumptions.append(diagnostic) }
    }

    private static func text(_ argument: CallArgument?) -> String {
        if case .string(let text)? = argument?.value { return text }
        return "a path"
    }
}
