/// Xcode's build-setting references in Info.plist values and settings (Apple, "Build settings
/// reference": `$(NAME)` and `${NAME}` are replaced by the setting's value when the Info.plist is
/// processed, which `INFOPLIST_PREPROCESS` is not needed for).
public enum BuildSettingExpansion {
    /// `value` with every `$(NAME)` and `${NAME}` replaced by the setting (itself expanded), an
    /// unknown name by "" as Xcode does; `$(NAME:modifier)` takes the plain value (modifiers such
    /// as `:rfc1034identifier` are not applied). Expansion stops after 16 levels, so a setting that
    /// names itself ends.
    public static func expand(_ value: String, settings: [String: String], depth: Int = 0) -> String {
        guard value.contains("$"), depth < 16 else { return value }
        var result = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, let close = closing(of: rest[after]) else {
                result.append("$")
                rest = rest[after...]
                continue
            }
            guard let end = rest[after...].firstIndex(of: close) else {
                result += rest[dollar...]
                rest = ""
                break
            }
            var name = String(rest[rest.index(after: after)..<end])
            if let colon = name.firstIndex(of: ":") { name = String(name[..<colon]) }
            result += expand(settings[name] ?? "", settings: settings, depth: depth + 1)
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private static func closing(of opening: Character) -> Character? {
        switch opening {
        case "(": return ")"
        case "{": return "}"
        default: return nil
        }
    }
}
