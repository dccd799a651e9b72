/// The build settings of one Xcode target as its Debug build sees them, for the values the
/// target's bundle carries (Info.plist `$(VAR)` references, `PRODUCT_BUNDLE_IDENTIFIER`).
///
/// Xcode resolves a setting from the most specific level that sets it: the target's
/// configuration over the project's, over Xcode's defaults (Apple, "Build settings reference";
/// Xcode Help, "Configure the build settings of a target": "levels ... target, project, default").
/// A configuration based on a configuration file (`.xcconfig`, `XcodeConfigFile`) has that file's
/// settings just below its own: target settings, then the target's file, then project settings,
/// then the project's file (Xcode Help, "Configuration Settings File (xcconfig) format": the file
/// "defines and overrides the build settings for a particular build configuration of a project or
/// target"; the order of levels as NSHipster, "Xcode Build Configuration Files", lays it out).
/// A value that names its own setting (`MARKETING_VERSION = "$(MARKETING_VERSION)"`) or
/// `$(inherited)` takes the value of the levels below there.
public enum XcodeBuildSettings {
    /// The assignments of each level, lowest first (project file, project settings, target file,
    /// target settings), each level's in order, over Xcode's defaults for the names an Info.plist
    /// uses (`TARGET_NAME`, `PRODUCT_NAME` = `$(TARGET_NAME)`, `EXECUTABLE_NAME` =
    /// `$(PRODUCT_NAME)`, `DEVELOPMENT_LANGUAGE` = the project's development region, else "en").
    public static func merged(levels: [[(name: String, value: String)]], targetName: String,
                              developmentRegion: String?) -> [String: String] {
        var merged: [String: String] = [
            "TARGET_NAME": targetName, "PRODUCT_NAME": "$(TARGET_NAME)", "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
            "DEVELOPMENT_LANGUAGE": developmentRegion ?? "en",
        ]
        for level in levels {
            for (key, value) in level {
                let below = merged[key] ?? ""
                var text = value
                for reference in ["$(\(key))", "${\(key)}", "$(inherited)", "${inherited}"] {
                    text = text.replacing(reference, with: below)
                }
                merged[key] = text.trimmed(of: " ")
            }
        }
        return merged
    }
}
