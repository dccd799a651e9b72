/// The prefix of the types Tuist synthesizes for a target's resources (`<Prefix>Asset`,
/// `<Prefix>Strings`, `<Prefix>FontFamily`): the target's product name, camelized, with its first
/// letter upper-cased (tuist/tuist `SynthesizedResourceInterfaceProjectMapper`:
/// `name: target.productName.camelized.uppercasingFirst`). Tuist's `camelized`
/// (`Sources/TuistSupport/Extensions/String+Extras.swift`) splits at every character that is not
/// a letter or digit, keeps an empty part as `_`, lower-cases the first part's first letter and
/// upper-cases each later part's; so a target `CokeZet-DesignSystem` (or its product name
/// `CokeZet_DesignSystem`) gets `CokeZetDesignSystemAsset`, and `Home` stays `HomeAsset`.
enum TuistAccessorTypePrefix {
    static func of(targetName: String) -> String {
        guard !targetName.isEmpty else { return "" }
        let parts = targetName.split(omittingEmptySubsequences: false) { !($0.isLetter || $0.isNumber) }
            .map { $0.isEmpty ? "_" : String($0) }
        let first = lowercasingFirst(parts[0])
        let rest = parts.dropFirst().map(uppercasingFirst)
        return uppercasingFirst(([first] + rest).joined())
    }

    private static func uppercasingFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
    private static func lowercasingFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }
}
