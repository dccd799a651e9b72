/// The compilation conditions (`#if NAME`) a module's files are compiled with, besides `DEBUG`,
/// which every debug build — what a preview runs — sets.
///
/// - A SwiftPM target: `SWIFT_PACKAGE` and `DEBUG` in a debug build (SwiftPM's build plan,
///   `activeCompilationConditions`: `["-DSWIFT_PACKAGE"]`, plus `-DDEBUG` for `.debug`; Xcode
///   builds a package's targets the same way), and each `swiftSettings: [.define("NAME")]`
///   (PackageDescription, `SwiftSetting.define(_:_:)`: "Defines a compilation condition") whose
///   condition a debug build for iOS meets.
/// - An Xcode target: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of its Debug configuration (Xcode
///   build settings reference: "A list of compilation conditions to enable for conditional
///   compilation expressions"), the target's value over the project's with `$(inherited)`
///   standing for the project's, as Xcode resolves a setting from the most specific level.
///   An app target is not a package: `SWIFT_PACKAGE` is not set there. An xcodegen target's
///   `settings` are read the same way (`xcodeGenConditions`).
///
/// `DEBUG` itself is no more than one of these names to Swift: a debug build of an Xcode target
/// sets it only where its Debug configuration lists it (Xcode's templates do, at the project's
/// level; a project made before Xcode 8 may not). Where every setting level of an Xcode target was
/// read (no configuration file it is based on is missing), its conditions carry
/// `debugFromBuildSettings`, and `DEBUG` holds in its files only if they name it — in
/// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` or as `-D DEBUG` in `OTHER_SWIFT_FLAGS` (Xcode build
/// settings reference: "Other Swift Flags", passed to the compiler, whose `-D` defines a
/// condition). Elsewhere (packages, plain folders, a target whose configuration file is missing)
/// `DEBUG` holds, as in every debug build of a package.
public enum SwiftCompilationConditions {
    /// The condition SwiftPM sets for every file of a package.
    public static let swiftPackage = "SWIFT_PACKAGE"

    /// Not a condition (no Swift identifier is spelled so): the mark that the module's build
    /// settings decide whether `DEBUG` is set. The interpreter reads the same spelling
    /// (`CompilationCondition.debugFromBuildSettings`).
    public static let debugFromBuildSettings = "(DEBUG from build settings)"

    /// The names `-D NAME` and `-DNAME` define in `OTHER_SWIFT_FLAGS` (as swiftc reads its `-D`).
    static func otherSwiftFlagDefines(_ flags: String?) -> [String] {
        guard let flags else { return [] }
        let parts = words([flags])
        var names: [String] = []
        var index = 0
        while index < parts.count {
            let part = parts[index]
            if part == "-D", index + 1 < parts.count {
                names.append(parts[index + 1])
                index += 2
                continue
            }
            if part.hasPrefix("-D"), part.count > 2 { names.append(String(part.dropFirst(2))) }
            index += 1
        }
        return names.filter { !$0.contains("$") && !$0.contains("=") }
    }

    /// An Xcode target's conditions: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of the project over
    /// the target's own, then of the merged settings (configuration files included), then the
    /// `-D` names of `OTHER_SWIFT_FLAGS`, each once; with `debugFromBuildSettings` when every
    /// level was read.
    static func xcodeTargetConditions(declared: [String], merged: [String: String], everyLevelRead: Bool) -> [String] {
        var names = declared
        let more = words([merged[settingName] ?? ""]).filter { !isInherited($0) } + otherSwiftFlagDefines(merged["OTHER_SWIFT_FLAGS"])
        for name in more where !names.contains(name) { names.append(name) }
        if everyLevelRead { names.append(debugFromBuildSettings) }
        return names
    }

    /// `.define("NAME")`, `.define("NAME", .when(configuration: .debug))`, `.define("NAME",
    /// .when(platforms: [.iOS]))` of a target's `swiftSettings`: the names a debug build for iOS
    /// defines. Other settings (`.enableUpcomingFeature`, `.unsafeFlags`) define nothing here.
    static func defines(in settings: [ManifestExpression]) -> [String] {
        settings.compactMap { setting in
            guard setting.calleeName == "define", case .string(let name, _)? = setting.argument(nil) else { return nil }
            let condition = setting.arguments.dropFirst().first?.value
            return condition.map(holdsInDebugBuildForIOS) ?? true ? name : nil
        }
    }

    /// `.when(platforms:configuration:)` (PackageDescription, `BuildSettingCondition`): each
    /// part given must hold — iOS among the platforms, `.debug` the configuration.
    private static func holdsInDebugBuildForIOS(_ condition: ManifestExpression) -> Bool {
        guard condition.calleeName == "when" else { return false }
        if let platforms = condition.argument("platforms") {
            guard case .array(let list, _) = platforms,
                  list.contains(where: { if case .implicitMember("iOS", _) = $0 { return true } else { return false } }) else { return false }
        }
        if let configuration = condition.argument("configuration") {
            guard case .implicitMember("debug", _) = configuration else { return false }
        }
        return true
    }

    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of a target over its project's (each a string of
    /// names separated by spaces or an array of them): the names, `$(inherited)` replaced by
    /// the project's, each once, in order.
    static func xcodeConditions(project: PropertyListValue?, target: PropertyListValue?) -> [String] {
        resolved(project: words(project), target: target.map(words))
    }

    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` of an xcodegen target's `settings` over the spec's
    /// (XcodeGen's ProjectSpec.md, "Settings": `base` settings, then `configs` per configuration
    /// name, which override them; a `settings` without `base`/`configs`/`groups` is all base), in
    /// the Debug configuration a preview builds, `$(inherited)` standing for the spec's.
    static func xcodeGenConditions(project: YAMLValue?, target: YAMLValue?) -> [String] {
        resolved(project: words(debugSetting(in: project)), target: debugSetting(in: target).map(words))
    }

    /// The target's names, `$(inherited)` replaced by the project's, each once, in order; the
    /// project's alone when the target does not set the setting.
    private static func resolved(project: [String], target: [String]?) -> [String] {
        let inherited = project.filter { !isInherited($0) }
        guard let target else { return inherited }
        var result: [String] = []
        for word in target {
            for name in isInherited(word) ? inherited : [word] where !result.contains(name) { result.append(name) }
        }
        return result
    }

    private static let settingName = "SWIFT_ACTIVE_COMPILATION_CONDITIONS"

    /// The setting's value in the Debug configuration of xcodegen `settings`: `configs: {Debug:
    /// …}` (the name matched ignoring case) over `base`, or the flat form.
    private static func debugSetting(in settings: YAMLValue?) -> YAMLValue? {
        guard let settings else { return nil }
        let isStructured = settings["base"] != nil || settings["configs"] != nil || settings["groups"] != nil
        guard isStructured else { return settings[settingName] }
        let debug = settings["configs"]?.entries.first { $0.key.lowercased() == "debug" }?.value
        return debug?[settingName] ?? settings["base"]?[settingName]
    }

    private static func words(_ value: PropertyListValue?) -> [String] {
        guard let value else { return [] }
        return words(value.string.map { [$0] } ?? value.strings)
    }

    private static func words(_ value: YAMLValue?) -> [String] {
        guard let value else { return [] }
        return words(value.string.map { [$0] } ?? value.items.compactMap(\.string))
    }

    private static func words(_ parts: [String]) -> [String] {
        parts.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) }
    }

    private static func isInherited(_ word: String) -> Bool { word == "$(inherited)" || word == "${inherited}" }
}
