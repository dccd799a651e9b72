/// The build settings of one Xcode target as its Debug build sees them, for the values the
/// target's bundle carries (Info.plist `$(VAR)` references, `PRODUCT_BUNDLE_IDENTIFIER`).
///
/// Xcode resolves a setting from the most specific level that sets it: the target's
/// configuration over the project's, over Xcode's defaults (Apple, "Build settings reference";
/// Xcode Help, "Configure the build settings of a target": "levels ... target, project, default").
/// A target value that names its own setting (`MARKETING_VERSION = "$(MARKETING_VERSION)"`) or
/// `$(inherited)` takes the project's value there. `xcconfig` files (`baseConfigurationReference`)
/// are not read: settings only they set stay unset (unverified which real apps depend on them).
public enum XcodeBuildSettings {
    /// Project settings, then target settings over them, plus Xcode's defaults for the names an
    /// Info.plist uses (`TARGET_NAME`, `PRODUCT_NAME` = `$(TARGET_NAME)`, `EXECUTABLE_NAME` =
    /// `$(PRODUCT_NAME)`, `DEVELOPMENT_LANGUAGE` = the project's development region, else "en").
    public static func merged(project: [String: String], target: [String: String], targetName: String,
                              developmentRegion: String?) -> [String: String] {
        var merged: [String: String] = [
            "TARGET_NAME": targetName, "PRODUCT_NAME": "$(TARGET_NAME)", "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
            "DEVELOPMENT_LANGUAGE": developmentRegion ?? "en",
        ]
        for level in [project, target] {
            for (key, value) in level {
                let below = merged[key] ?? ""
                var text = value
                for reference in ["$(\(key))", "${\(key)}", "$(inherited)", "${inherited}"] {
                    text = text.replacing(reference, with: below)
                }
                merged[key] = text.trimmingSpaces
            }
        }
        return merged
    }
}

private extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
