import Diagnostics

/// Reads a `.stringsdict` (XML plist): each key maps to a dictionary whose
/// `NSStringLocalizedFormatKey` is a format with `%#@name@` variables, and each variable's
/// dictionary (`NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`,
/// `NSStringFormatValueTypeKey` such as `d`) gives its `zero`/`one`/`two`/`few`/`many`/`other`
/// forms (Apple, "Stringsdict File Format"). Other rule types are not read (a warning says so).
enum StringsDictReader {
    static func read(_ path: String, diagnostics: inout [Diagnostic]) -> [String: LocalizedValue] {
        guard let file = ParsedPropertyListFile.read(path, into: &diagnostics) else { return [:] }
        var entries: [String: LocalizedValue] = [:]
        for (key, node) in file.root.entries {
            guard let format = node["NSStringLocalizedFormatKey"]?.string else {
                diagnostics.append(Diagnostic(.unexpectedResourceShape("stringsdict entry \"\(key)\" has no NSStringLocalizedFormatKey"), at: file.locator.range(at: node.offset)))
                continue
            }
            var value = LocalizedValue(plain: format, file: path)
            for (name, variable) in node.entries where name != "NSStringLocalizedFormatKey" {
                let type = variable["NSStringFormatSpecTypeKey"]?.string
                guard type == "NSStringPluralRuleType" else {
                    diagnostics.append(Diagnostic(.unsupportedStringVariation(type ?? "(no NSStringFormatSpecTypeKey)"), at: file.locator.range(at: variable.offset)))
                    continue
                }
                var forms: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases { forms[category] = variable[category.rawValue]?.string }
                value.substitutions[name] = LocalizedValue.Substitution(
                    formatSpecifier: variable["NSStringFormatValueTypeKey"]?.string, argumentNumber: nil, plural: forms)
            }
            entries[key] = value
        }
        return entries
    }
}
