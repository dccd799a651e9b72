import SwiftInterpreter

/// The ProjectDescription types a manifest names, as native types of the interpreter whose every
/// initializer, static member and implicit member (`.target(name:…)`, `.relativeToRoot("…")`,
/// `.framework`) makes a `DescribedValue`: the manifest's own code (its helpers, loops, `if`s,
/// `map`s, `switch`es) runs as Swift, and what reaches ProjectDescription is recorded as written.
/// Names from Tuist's ProjectDescription reference (tuist.dev, "ProjectDescription"); a type
/// not listed here that the manifest names is made the same way when first seen (`ensureType`).
/// One per run: it knows which types it registered in its interpreter.
final class ProjectDescriptionTypes {
    static let listed = [
        "Project", "Target", "TargetDependency", "SourceFilesList", "SourceFileGlob", "ResourceFileElements",
        "ResourceFileElement", "Path", "Package", "Workspace", "InfoPlist", "Plist", "Product", "Destinations", "Destination",
        "DeploymentTargets", "Settings", "SettingsDictionary", "SettingValue", "Configuration", "ConfigurationName",
        "Scheme", "BuildAction", "TestAction", "RunAction", "ArchiveAction", "ProfileAction", "AnalyzeAction",
        "TargetReference", "TestableTarget", "Arguments", "EnvironmentVariable", "LaunchArgument", "TargetScript",
        "CopyFilesAction", "Headers", "Entitlements", "FileElement", "FileHeaderTemplate", "ResourceSynthesizer",
        "BuildRule", "CoreDataModel", "Platform", "SDKType", "SDKStatus", "Version", "BuildableFolder", "Module",
        "ProjectOption", "Template", "Cloud", "Config", "Tuist", "Dependencies", "PackageSettings",
    ]

    private(set) var registered: Set<String> = []

    /// Registers every listed type (`names`: ProjectDescription's by default).
    func register(_ names: [String] = listed, in interpreter: Interpreter) {
        for name in names { ensureType(name, in: interpreter) }
    }

    /// The type `name`, registered as a ProjectDescription type if it is not yet.
    @discardableResult
    func ensureType(_ name: String, in interpreter: Interpreter) -> TypeInfo {
        if registered.contains(name), let known = interpreter.type(named: name) { return known }
        registered.insert(name)
        var descriptor = NativeTypeDescriptor()
        descriptor.resolveImplicitMember = { [unowned self] interpreter, member in
            interpreter.nativeValue(name, DescribedValue(name: member.name, isInitializer: false,
                                                         arguments: try member.arguments.map { try resolvingProgramMembers($0, in: interpreter) }))
        }
        descriptor.member = { _, value, member in
            guard case .native(let native) = value, let described = native.payload as? DescribedValue else { return nil }
            // `path.pathString` of a `Path` made from a string: that string.
            if member == "pathString", let first = described.arguments?.first?.value, case .string = first { return first }
            // `target.name`: the argument it was made with.
            if let argument = described.arguments?.first(where: { $0.label == member }) { return argument.value }
            // `SettingsDictionary().currentProjectVersion("1").merging(…)`: a setting the project
            // model does not read, as a method giving the value back unchanged.
            return .function(.native(member, labels: nil) { _, _, _ in value })
        }
        descriptor.describe = { value in
            guard case .native(let native) = value, let described = native.payload as? DescribedValue else { return name }
            return described.isInitializer ? "\(name)(…)" : ".\(described.name)"
        }
        let type = interpreter.registerNativeType(name, descriptor: descriptor)
        type.initializers.append(.native("init", labels: nil) { [unowned self] interpreter, _, arguments in
            interpreter.nativeValue(name, DescribedValue(name: name, isInitializer: true, arguments: try resolvingProgramMembers(arguments, in: interpreter)))
        })
        // `.package(product: "A")` where the contextual type is known: the interpreter resolves
        // `.package` first, then calls what it found (SE-0253's `callAsFunction`).
        type.addMethod("callAsFunction", .native("callAsFunction", labels: nil) { [unowned self] interpreter, value, arguments in
            guard case .native(let native) = value, var described = native.payload as? DescribedValue else { return value }
            described.arguments = (described.arguments ?? []) + (try self.resolvingProgramMembers(arguments, in: interpreter))
            return interpreter.nativeValue(name, described)
        })
        return type
    }

    /// `Target.target(…)`, `Path.relativeToRoot(…)`: a static member of a ProjectDescription type
    /// the program does not declare, as a function making the value (nil for other bases).
    func staticMember(of base: Value, named member: String) -> Value? {
        guard case .metatype(let type) = base, registered.contains(type.name) || type.name == "String" else { return nil }
        // `.glob(pattern:)` beside string literals in one array literal (`resources: ["A/**",
        // .glob(…)]`): the array's element type was taken from the strings, but the member is
        // ProjectDescription's (`ResourceFileElement.glob`).
        let typeName = registered.contains(type.name) ? type.name : "ResourceFileElement"
        return .function(.native(member, labels: nil) { [unowned self] interpreter, _, arguments in
            interpreter.nativeValue(typeName, DescribedValue(name: member, isInitializer: false, arguments: try resolvingProgramMembers(arguments, in: interpreter)))
        })
    }

    /// The arguments of a call of a ProjectDescription member, with each implicit member the
    /// program's helpers declare resolved (in arrays too): `dependencies: [.external(dependency:
    /// .lottie)]` calls the program's `extension TargetDependency { static func external(dependency:) }`.
    /// Swift takes the implicit member's type from the parameter's (`dependencies: [TargetDependency]`);
    /// the model lists no parameter types, so the member is the one ProjectDescription type whose
    /// program-declared static of that name takes the labels, when exactly one does. Anything
    /// else (ProjectDescription's own `.external(name:)`) stays as written, its arguments resolved
    /// the same way.
    private func resolvingProgramMembers(_ arguments: [CallArgument], in interpreter: Interpreter) throws -> [CallArgument] {
        try arguments.map { CallArgument($0.label, try resolvingProgramMember($0.value, in: interpreter, depth: 0)) }
    }

    private func resolvingProgramMember(_ value: Value, in interpreter: Interpreter, depth: Int) throws -> Value {
        guard depth < 8 else { return value }
        switch value {
        case .array(let items): return .array(try items.map { try resolvingProgramMember($0, in: interpreter, depth: depth + 1) })
        case .unresolvedMember(let member):
            let owners = registered.sorted().filter { interpreter.programStaticTakes(member, of: $0) }
            if owners.count == 1, let resolved = try interpreter.programStaticMember(member, of: owners[0]) { return resolved }
            // ProjectDescription's own member (`.target(name:destinations:…)` a helper returned
            // unresolved): its arguments may hold the program's members.
            let arguments = try member.arguments?.map { CallArgument($0.label, try resolvingProgramMember($0.value, in: interpreter, depth: depth + 1)) }
            return .unresolvedMember(UnresolvedMember(name: member.name, arguments: arguments))
        default: return value
        }
    }
}
