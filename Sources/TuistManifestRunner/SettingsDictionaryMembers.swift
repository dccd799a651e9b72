import SwiftInterpreter

/// ProjectDescription's `SettingsDictionary` is `[String: SettingValue]`, and Tuist extends it
/// with one method per build setting it names (tuist/tuist, `ProjectDescription/
/// SettingsDictionary+Extras.swift`; docs.tuist.dev, "SettingsDictionary" extension): each
/// returns the dictionary with that setting merged in, so manifests chain them on a dictionary
/// literal (`[:].otherSwiftFlags("-DDEV").swiftActiveCompilationConditions("DEV")`). A plain
/// dictionary in the interpreter, the methods are found here when the standard library has no
/// member of that name (`merging(_:)`/`merge(_:)` are the standard library's, taken without a
/// closure as Tuist's overloads; `DictionaryMerging.swift`).
enum SettingsDictionaryMembers {
    /// Method name → the build setting it sets; each argument is kept as the setting's value
    /// (strings joined by a space, as Tuist joins `String...`; arrays as arrays; flags "YES"/"NO").
    static let settings: [String: String] = [
        "codeSignIdentity": "CODE_SIGN_IDENTITY",
        "currentProjectVersion": "CURRENT_PROJECT_VERSION",
        "marketingVersion": "MARKETING_VERSION",
        "versionInfo": "VERSION_INFO_STRING",
        "swiftVersion": "SWIFT_VERSION",
        "otherSwiftFlags": "OTHER_SWIFT_FLAGS",
        "swiftActiveCompilationConditions": "SWIFT_ACTIVE_COMPILATION_CONDITIONS",
        "swiftCompilationMode": "SWIFT_COMPILATION_MODE",
        "swiftOptimizationLevel": "SWIFT_OPTIMIZATION_LEVEL",
        "swiftOptimizeObjectLifetimes": "SWIFT_OPTIMIZE_OBJECT_LIFETIME",
        "swiftObjcBridgingHeaderPath": "SWIFT_OBJC_BRIDGING_HEADER",
        "swiftObjcBridingHeaderPath": "SWIFT_OBJC_BRIDGING_HEADER",
        "otherCFlags": "OTHER_CFLAGS",
        "otherLinkerFlags": "OTHER_LDFLAGS",
        "bitcodeEnabled": "ENABLE_BITCODE",
        "debugInformationFormat": "DEBUG_INFORMATION_FORMAT",
        "applicationCategory": "INFOPLIST_KEY_LSApplicationCategoryType",
        "bundleDisplayName": "INFOPLIST_KEY_CFBundleDisplayName",
    ]

    /// Methods that set fixed values, whatever their arguments.
    static let fixedSettings: [String: [(String, String)]] = [
        "codeSignIdentityAppleDevelopment": [("CODE_SIGN_IDENTITY", "Apple Development")],
        "appleGenericVersioningSystem": [("VERSIONING_SYSTEM", "apple-generic")],
        "manualCodeSigning": [("CODE_SIGN_STYLE", "Manual")],
        "automaticCodeSigning": [("CODE_SIGN_STYLE", "Automatic")],
    ]

    /// `dictionary.name`, for a name of Tuist's `SettingsDictionary` methods; nil otherwise.
    static func member(of base: Value, named name: String) -> Value? {
        let dictionary: OrderedDictionary
        switch base {
        case let .dictionary(given): dictionary = given
        // `.init().swiftVersion("6.0")` where a `SettingsDictionary` is expected (`.settings(base:)`):
        // an implicit member chain starts from the contextual type (SE-0287), and the dictionary's
        // `init()` is the empty dictionary; no other ProjectDescription type has these methods.
        case let .unresolvedMember(member) where member.name == "init" && (member.arguments ?? []).isEmpty
            && (settings[name] != nil || fixedSettings[name] != nil):
            dictionary = OrderedDictionary()
        default: return nil
        }
        if let key = settings[name] {
            return .function(.native(name, labels: nil) { _, _, arguments in
                var result = dictionary
                result[.string(key)] = settingValue(arguments.map(\.value))
                return .dictionary(result)
            })
        }
        if let fixed = fixedSettings[name] {
            return .function(.native(name, labels: nil) { _, _, arguments in
                var result = dictionary
                for (key, value) in fixed { result[.string(key)] = .string(value) }
                if let team = arguments.first(where: { $0.label == "devTeam" })?.value { result[.string("DEVELOPMENT_TEAM")] = team }
                if let identity = arguments.first(where: { $0.label == "identity" })?.value { result[.string("CODE_SIGN_IDENTITY")] = identity }
                return .dictionary(result)
            })
        }
        return nil
    }

    private static func settingValue(_ arguments: [Value]) -> Value {
        if arguments.count == 1, case .array = arguments[0] { return arguments[0] }
        var words: [String] = []
        for argument in arguments {
            switch argument {
            case let .string(text): words.append(text)
            case let .bool(flag): words.append(flag ? "YES" : "NO")
            case let .array(items): words += items.compactMap { if case let .string(text) = $0 { return text } else { return nil } }
            default: continue
            }
        }
        return .string(words.joined(separator: " "))
    }
}
