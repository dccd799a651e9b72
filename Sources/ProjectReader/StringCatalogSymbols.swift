import AppResources
import FileAccess
import SwiftFrontEnd

/// The `LocalizedStringResource` symbols Xcode 26 generates from a module's string catalogs
/// (build setting `STRING_CATALOG_GENERATE_SYMBOLS`, on for new projects; Swift packages always):
/// a key added to the catalog by hand (`"extractionState": "manual"`) becomes a static property
/// named after the key in lower camel case (`"WorkoutPreview.StartTraining"` →
/// `.workoutPreviewStartTraining`, `"Days left"` → `.daysLeft`), used as `Text(.daysLeft)`,
/// `Button(.save) { … }`, `String(localized: .progress)` (Apple, WWDC25 "Code-along: Explore
/// localization with Xcode"; the naming as projects adopting it describe it, e.g. kyleve/Stuff
/// pull request 79: "A manual catalog key some.key generates a .someKey symbol"). A table other
/// than `Localizable` is generated the same way here (Xcode nests it under the table's name:
/// unverified, so such symbols are not generated). Keys whose value takes format arguments
/// become functions in Xcode; they are not generated here and stay stand-ins. LayoutLens does
/// not read the build setting: the symbols are generated for every module whose catalogs have
/// such keys (a name the module declares itself is never generated again).
///
/// The generated text is parsed as one more file of the module (`<Table>+GeneratedSymbols.swift`).
enum StringCatalogSymbols {
    /// The lower-camel-case symbol of `key`, nil when the key gives no Swift identifier.
    static func symbolName(_ key: String) -> String? {
        let words = key.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first, let head = first.first, head.isLetter else { return nil }
        let rest = words.dropFirst().map { word in word.prefix(1).uppercased() + word.dropFirst() }
        return ([head.lowercased() + first.dropFirst()] + rest).joined()
    }

    /// The generated file's text, nil when no key of the `Localizable` table asks for a symbol.
    static func source(for bundle: ResourceBundle, declaredNames: Set<String>) -> String? {
        var seen = declaredNames
        var lines: [String] = []
        for (table, key) in bundle.manualKeysWithoutArguments where table == "Localizable" {
            guard let name = symbolName(key), !seen.contains(name) else { continue }
            seen.insert(name)
            // In backticks: a key such as "Default" gives a keyword.
            lines.append("    static var `\(name)`: LocalizedStringResource { LocalizedStringResource(\(literal(key)), table: \(literal(table))) }")
        }
        guard !lines.isEmpty else { return nil }
        return "// Generated from the module's string catalogs as Xcode 26 generates their symbols.\nimport Foundation\n\n"
            + "extension LocalizedStringResource {\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    /// The parsed generated file, placed beside the module's first file.
    static func syntax(for bundle: ResourceBundle, declaredNames: Set<String>, besideFile path: String?) -> [SourceFileSyntax] {
        guard let path, let text = source(for: bundle, declaredNames: declaredNames),
              case let .parsed(syntax, _) = InterpretedReading.parse(bytes: Array(text.utf8), file: PathText.deletingLastComponent(path) + "/Localizable+GeneratedSymbols.swift")
        else { return [] }
        return [syntax]
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
