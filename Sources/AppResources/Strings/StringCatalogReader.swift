import JSONParsing
import Diagnostics

/// Reads a string catalog (`Localizable.xcstrings`, JSON): `{"sourceLanguage": "en",
/// "strings": {KEY: {"localizations": {LANG: {"stringUnit": {"state", "value"}} |
/// {"variations": {"plural": {CATEGORY: {"stringUnit": …}}, "device": {DEVICE: …}}} |
/// "substitutions": {NAME: {"argNum", "formatSpecifier", "variations": {"plural": …}}}}}},
/// "version": "1.0"}` (Apple, "Localizing and varying text with a string catalog"; the format
/// as Xcode 15 writes it).
enum StringCatalogReader {
    static func read(_ path: String, into table: inout StringTable, diagnostics: inout [Diagnostic]) {
        guard let file = ParsedJSONFile.read(path, limit: ResourceFileReading.stringCatalogLimit, into: &diagnostics) else { return }
        let root = file.root
        if let source = root["sourceLanguage"]?.text { table.sourceLanguage = table.sourceLanguage ?? source }
        guard let strings = root["strings"] else {
            diagnostics.append(Diagnostic(.unexpectedResourceShape("string catalog has no \"strings\" object"), at: file.locator.range(at: root.offset)))
            return
        }
        var byLanguage: [String: [String: LocalizedValue]] = [:]
        for member in strings.members {
            table.catalogKeys.insert(member.key)
            if member.node["extractionState"]?.text == "manual" { table.manualKeys.insert(member.key) }
            for localization in member.node["localizations"]?.members ?? [] {
                var value = LocalizedValue(file: path)
                readUnitOrVariations(localization.node, into: &value, locator: file.locator, diagnostics: &diagnostics)
                for substitution in localization.node["substitutions"]?.members ?? [] {
                    let node = substitution.node
                    value.substitutions[substitution.key] = LocalizedValue.Substitution(
                        formatSpecifier: node["formatSpecifier"]?.text,
                        argumentNumber: node["argNum"]?.text.flatMap { Int($0) },
                        plural: plural(node["variations"]?["plural"]))
                }
                byLanguage[localization.key, default: [:]][member.key] = value
            }
        }
        for (language, entries) in byLanguage { table.merge(entries, language: language) }
    }

    private static func readUnitOrVariations(_ node: JSONNode, into value: inout LocalizedValue, locator: FileLocator, diagnostics: inout [Diagnostic]) {
        value.plain = node["stringUnit"]?["value"]?.text
        guard let variations = node["variations"] else { return }
        value.plural = plural(variations["plural"])
        for device in variations["device"]?.members ?? [] {
            value.devices[device.key] = LocalizedValue.DeviceVariation(
                plain: device.node["stringUnit"]?["value"]?.text, plural: plural(device.node["variations"]?["plural"]))
        }
        for other in variations.members where other.key != "plural" && other.key != "device" {
            diagnostics.append(Diagnostic(.unsupportedStringVariation(other.key), at: locator.range(at: other.node.offset)))
        }
    }

    private static func plural(_ node: JSONNode?) -> [PluralCategory: String] {
        var forms: [PluralCategory: String] = [:]
        for member in node?.members ?? [] {
            if let category = PluralCategory(rawValue: member.key), let text = member.node["stringUnit"]?["value"]?.text {
                forms[category] = text
            }
        }
        return forms
    }
}
