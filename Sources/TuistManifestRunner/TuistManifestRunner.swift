import Diagnostics
import ProjectModel
import SwiftFrontEnd
import SwiftInterpreter

/// Runs a Tuist `Project.swift` and its helpers in LayoutLens's Swift interpreter, as Tuist
/// compiles and runs them (Tuist docs, "Manifests"; "Project description helpers": the helpers
/// are a module every manifest imports), against a modelled ProjectDescription
/// (`ProjectDescriptionTypes`), a Foundation `URL` of strings (`FoundationWithoutIO`) and fixed
/// answers to what it asks the machine (`MachineQuestions`). Bounded:
/// `limits` caps steps, call depth and allocations, so a helper that loops or recurses forever
/// stops with a `projectManifestNotRun` warning naming the limit.
public struct TuistManifestRunner: TuistManifestRunning {
    /// A manifest's helpers build a few dozen targets: a thousandth of what the interpreter
    /// gives a preview file (docs/interpreter.md, "Limits") is far more than they need.
    public static let limits = EvaluationLimits(maxSteps: 1_000_000, maxCallDepth: 200, maxAllocations: 1_000_000)

    /// The modules whose names may qualify the modelled types.
    static let moduleNames: Set<String> = ["ProjectDescription", "Foundation"]
    static let moduleNamespaceTypeName = "_ModuleNamespace"

    public init() {}

    public func run(_ request: TuistManifestRunRequest) -> TuistManifestRunResult {
        let interpreter = Interpreter(limits: Self.limits)
        let types = ProjectDescriptionTypes()
        types.register(in: interpreter)
        let machine = MachineQuestions(fallback: Self.start(of: request.manifest.path))
        machine.register(in: interpreter)
        // `ProjectDescription.Environment`, `Foundation.URL`: a module's name qualifying one of its
        // types (The Swift Programming Language, "Types": a type of another module may be written
        // with the module's name before it).
        // The module's name is a value whose members are the top-level names.
        interpreter.moduleQualifiers = Self.moduleNames
        interpreter.registerNativeType(Self.moduleNamespaceTypeName, descriptor: NativeTypeDescriptor(member: { interpreter, _, name in
            try interpreter.value(named: name)
        }))
        interpreter.undefinedName = { [unowned interpreter] name in
            if Self.moduleNames.contains(name) { return interpreter.nativeValue(Self.moduleNamespaceTypeName, name) }
            // A ProjectDescription type the list lacks (`Scheme` is listed; a newer one may not be).
            guard name.first?.isUppercase == true else { return nil }
            return .metatype(types.ensureType(name, in: interpreter))
        }
        interpreter.undefinedMember = { [unowned interpreter] base, name in
            machine.environmentMember(of: base, named: name, in: interpreter)
                ?? machine.environmentValueMember(of: base, named: name)
                ?? SettingsDictionaryMembers.member(of: base, named: name)
                ?? types.staticMember(of: base, named: name)
        }

        var files: [SourceFileSyntax] = [SwiftParser.parse(text: FoundationWithoutIO.source, file: FoundationWithoutIO.fileName).0]
        for file in request.files {
            let (syntax, problems) = SwiftParser.parse(bytes: file.bytes, file: file.path)
            if let error = problems.first(where: { $0.severity == .error }) {
                return failure(error.text, at: error.range)
            }
            files.append(syntax)
        }
        do {
            try interpreter.onLargeStack { try interpreter.load(files) }
            // The manifest is a main file: its top-level statements run in order (Tuist compiles
            // and runs it), so an `if` appending to a `var targets` is seen by the `Project` after it.
            if let manifest = files.last { try interpreter.onLargeStack { try interpreter.runTopLevelStatements(of: manifest) } }
            for name in request.bindingNames {
                let value = try interpreter.onLargeStack { try interpreter.value(named: name) }
                if case .native(let native) = value, native.type.name == "Project" {
                    return TuistManifestRunResult(project: ManifestValueConversion.convert(value), diagnostics: machine.assumptions)
                }
            }
            return failure("no top-level value of the manifest is a 'Project'", at: Self.start(of: request.manifest.path))
        } catch let error as RuntimeError {
            return failure(error.message, at: error.range ?? Self.start(of: request.manifest.path))
        } catch let thrown as ThrownError {
            return failure("the manifest threw an error", at: thrown.range ?? Self.start(of: request.manifest.path))
        } catch {
            return failure("\(error)", at: Self.start(of: request.manifest.path))
        }
    }

    private func failure(_ why: String, at range: SourceRange) -> TuistManifestRunResult {
        TuistManifestRunResult(project: nil, diagnostics: [Diagnostic(.projectManifestNotRun(why), at: range)])
    }

    /// Line 1, column 1 of `file`: where a run's problem without a place is reported.
    static func start(of file: String) -> SourceRange {
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        return SourceRange(file: file, start: start, end: start)
    }
}
