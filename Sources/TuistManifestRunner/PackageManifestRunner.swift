import Diagnostics
import ProjectModel
import SwiftFrontEnd
import SwiftInterpreter

/// Runs a `Package.swift` in LayoutLens's Swift interpreter, as SwiftPM compiles and runs it
/// against PackageDescription to get its `Package` (Swift Package Manager docs, "Package.swift";
/// `swift package dump-package` prints the value a run gives): the manifest's own helpers —
/// top-level functions and constants, extensions of `Target` and of `Array where Element ==
/// Target.Dependency`, loops over `package.targets`, `#if` — run as Swift against a modelled
/// PackageDescription (`PackageDescriptionSource`), a Foundation `URL` of strings
/// (`FoundationWithoutIO`) and fixed answers to what it asks the machine (`MachineQuestions`:
/// `ProcessInfo.processInfo.environment` is empty). Bounded by `TuistManifestRunner.limits`, so
/// a manifest that loops, recurses or throws stops with a `packageManifestNotRun` warning at
/// the interpreter's file:line:col.
public struct PackageManifestRunner: PackageManifestRunning {
    /// The PackageDescription types the project model does not read, recorded as written
    /// (`.iOS(.v17)`, `.when(platforms: [.iOS])`, `.unsafeFlags([…])` of `linkerSettings`); any other
    /// capitalised name the manifest does not declare is recorded the same way when first seen.
    static let recorded = [
        "SupportedPlatform", "Platform", "SystemPackageProvider", "SwiftVersion", "SwiftLanguageMode", "CLanguageStandard",
        "CXXLanguageStandard", "PluginCapability", "TargetDependencyCondition", "BuildSettingCondition", "CSetting", "CXXSetting",
        "LinkerSetting", "Version", "LanguageTag", "PluginCommandIntent", "PluginPermission", "Trait",
    ]

    public init() {}

    public func runPackage(_ request: TuistManifestRunRequest) -> TuistManifestRunResult {
        let start = TuistManifestRunner.start(of: request.manifest.path)
        let interpreter = Interpreter(limits: TuistManifestRunner.limits)
        let types = ProjectDescriptionTypes()
        types.register(Self.recorded, in: interpreter)
        let machine = MachineQuestions(fallback: start, assumption: { DiagnosticMessage.packageManifestRunAssumed($0, assumed: $1) },
                                       modelsTuistEnvironment: false)
        machine.register(in: interpreter)
        // `PackageDescription.Target`, `Foundation.ProcessInfo`: a module's name qualifying one of
        // its types (The Swift Programming Language, "Types").
        interpreter.moduleQualifiers = ["PackageDescription", "Foundation"]
        interpreter.registerNativeType(TuistManifestRunner.moduleNamespaceTypeName, descriptor: NativeTypeDescriptor(member: { interpreter, _, name in
            try interpreter.value(named: name)
        }))
        interpreter.undefinedName = { [unowned interpreter] name in
            if interpreter.moduleQualifiers.contains(name) { return interpreter.nativeValue(TuistManifestRunner.moduleNamespaceTypeName, name) }
            guard name.first?.isUppercase == true else { return nil }
            return .metatype(types.ensureType(name, in: interpreter))
        }
        interpreter.undefinedMember = { base, name in types.staticMember(of: base, named: name) }

        var files = [SwiftParser.parse(text: FoundationWithoutIO.source, file: FoundationWithoutIO.fileName).0,
                     SwiftParser.parse(text: PackageDescriptionSource.source, file: PackageDescriptionSource.fileName).0]
        let (manifest, problems) = SwiftParser.parse(bytes: request.manifest.bytes, file: request.manifest.path)
        // A manifest Swift cannot parse is one SwiftPM cannot compile ("Invalid manifest"): the
        // parser's error itself, at its line, not a warning that the run stopped.
        if let error = problems.first(where: { $0.severity == .error }) { return TuistManifestRunResult(project: nil, diagnostics: [error]) }
        files.append(manifest)
        do {
            try interpreter.onLargeStack { try interpreter.load(files) }
            // The manifest is a main file: its top-level statements run in order, so a
            // `package.targets.append(…)` after `let package = Package(…)` is in the value.
            try interpreter.onLargeStack { try interpreter.runTopLevelStatements(of: manifest) }
            for name in request.bindingNames {
                let value = try interpreter.onLargeStack { try interpreter.value(named: name) }
                if case .object(let object) = value, object.type.name == "Package" {
                    return TuistManifestRunResult(project: PackageValueConversion.convert(value), diagnostics: machine.assumptions)
                }
            }
            return failure("no top-level value of the manifest is a 'Package'", at: start)
        } catch let error as RuntimeError {
            return failure(error.message, at: error.range ?? start)
        } catch let thrown as ThrownError {
            return failure("the manifest threw an error", at: thrown.range ?? start)
        } catch {
            return failure("\(error)", at: start)
        }
    }

    private func failure(_ why: String, at range: SourceRange) -> TuistManifestRunResult {
        TuistManifestRunResult(project: nil, diagnostics: [Diagnostic(.packageManifestNotRun(why), at: range)])
    }
}
