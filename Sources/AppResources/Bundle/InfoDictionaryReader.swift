import Diagnostics

/// Builds the Info dictionary a target's built bundle carries (`Bundle.main.infoDictionary`):
/// 1. the target's Info.plist file (XML; `INFOPLIST_FILE`), each string with its `$(VAR)` and
///    `${VAR}` references replaced from the target's Debug build settings, as Xcode's Info.plist
///    processing does (Apple, "Build settings reference", INFOPLIST_FILE, INFOPLIST_EXPAND_BUILD_SETTINGS
///    defaults to YES);
/// 2. with `GENERATE_INFOPLIST_FILE = YES` (or no file), the keys of `INFOPLIST_KEY_<Key>` build
///    settings (Apple, "Build settings reference", GENERATE_INFOPLIST_FILE); a key the file also
///    has keeps the file's value (unverified which one Xcode keeps);
/// 3. the keys Xcode writes into every generated Info.plist when the file lacks them:
///    `CFBundleIdentifier` = `PRODUCT_BUNDLE_IDENTIFIER`, `CFBundleName` = `PRODUCT_NAME`,
///    `CFBundleExecutable` = `EXECUTABLE_NAME`, `CFBundleShortVersionString` = `MARKETING_VERSION`,
///    `CFBundleVersion` = `CURRENT_PROJECT_VERSION`, `CFBundleDevelopmentRegion` =
///    `DEVELOPMENT_LANGUAGE`, `CFBundleInfoDictionaryVersion` = "6.0", `CFBundlePackageType` =
///    "APPL" (Xcode's new-project template writes these as `$(…)` references; added here only when
///    the setting has a value: unverified for a hand-written file that omits them).
/// Nil when the target has neither a file nor generated keys (a package target, a plain folder
/// without an Info.plist): the caller then keeps its "not read" warning.
enum InfoDictionaryReader {
    static func read(_ identity: BundleIdentity, diagnostics: inout [Diagnostic]) -> [String: InfoValue]? {
        var settings = identity.buildSettings
        for (key, value) in ["TARGET_NAME": identity.name, "PRODUCT_NAME": "$(TARGET_NAME)", "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
                             "DEVELOPMENT_LANGUAGE": "en", "PRODUCT_MODULE_NAME": identity.name] where settings[key] == nil {
            settings[key] = value
        }
        var info: [String: InfoValue] = [:]
        var fromFile = false
        if let path = identity.infoPlistPath, let file = ParsedPropertyListFile.read(path, into: &diagnostics) {
            fromFile = true
            if case .dictionary(let entries) = file.root.value {
                for entry in entries { info[entry.key] = value(entry.node, settings: settings) }
            } else {
                diagnostics.append(Diagnostic(.unexpectedResourceShape("an Info.plist whose top level is not a <dict>"), at: file.locator.range(at: file.root.offset)))
            }
        }
        let generates = settings["GENERATE_INFOPLIST_FILE"] == "YES"
        guard fromFile || generates || !identity.generatedKeys.isEmpty else { return nil }
        for (key, text) in identity.generatedKeys where info[key] == nil {
            info[key] = .string(BuildSettingExpansion.expand(text, settings: settings))
        }
        let written: [(String, String)] = [
            ("CFBundleIdentifier", "PRODUCT_BUNDLE_IDENTIFIER"), ("CFBundleName", "PRODUCT_NAME"),
            ("CFBundleExecutable", "EXECUTABLE_NAME"), ("CFBundleShortVersionString", "MARKETING_VERSION"),
            ("CFBundleVersion", "CURRENT_PROJECT_VERSION"), ("CFBundleDevelopmentRegion", "DEVELOPMENT_LANGUAGE"),
        ]
        for (key, setting) in written where info[key] == nil {
            guard let raw = settings[setting] else { continue }
            let text = BuildSettingExpansion.expand(raw, settings: settings)
            if !text.isEmpty { info[key] = .string(text) }
        }
        if info["CFBundleInfoDictionaryVersion"] == nil { info["CFBundleInfoDictionaryVersion"] = .string("6.0") }
        if info["CFBundlePackageType"] == nil { info["CFBundlePackageType"] = .string("APPL") }
        return info
    }

    /// A plist node as its bundle gives it; strings with their build-setting references replaced.
    static func value(_ node: PropertyListNode, settings: [String: String]) -> InfoValue {
        switch node.value {
        case .string(let text): return .string(BuildSettingExpansion.expand(text, settings: settings))
        case .bool(let flag): return .bool(flag)
        case .scalar(let text, let element):
            switch element {
            case "integer": return Int(text).map(InfoValue.integer) ?? .real(Double(text) ?? 0)
            case "real": return .real(Double(text) ?? 0)
            case "date": return .date(text)
            default: return .data(text)
            }
        case .array(let elements): return .array(elements.map { value($0, settings: settings) })
        case .dictionary(let entries):
            var unique: [String: InfoValue] = [:]
            for entry in entries { unique[entry.key] = value(entry.node, settings: settings) }
            return .dictionary(unique.keys.sorted().map { InfoEntry(key: $0, value: unique[$0]!) })
        }
    }
}
