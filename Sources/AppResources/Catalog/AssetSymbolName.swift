/// The Swift symbols Xcode 15+ generates for asset-catalog images and colours
/// (`ImageResource.heroBanner`, `ColorResource.brandPrimary`, used as `Image(.heroBanner)`).
///
/// Apple documents only that the symbols exist and start lower-case (Xcode 15 release notes;
/// Xcode 16 "Asset Symbols" setting). The rules below are read from Xcode's own generated
/// `GeneratedAssetSymbols.swift` files committed in public repositories (each rule's examples
/// are asset name → symbol pairs seen there), so they are evidence, not documentation:
/// 1. Words are split at any character that is not a letter or digit (`hero-banner`,
///    `arrow_send`, `share 1`, `repeat.slash`), at a lower-to-upper change (`bgColor` → bg|Color),
///    before the last capital of a capital run followed by a lower-case letter (`BGColorOne` →
///    BG|Color|One), and where a letter follows a digit (`0b3b21ff` → 0|b3|b21|ff).
/// 2. A last word "Color" or "Image" (any case: `bg_color`, `adult_products_image`) is
///    dropped when other words remain (`AccentColor` → `accent`, an image `hobbyColor` →
///    `hobby`, `Initial-Image` → `initial`; but `Image` → `image`, `welcomeVCimage` stays).
///    Seen for both suffixes on images and for "Color" on colours; "Image" on colours is
///    assumed the same (unverified).
/// 3. The first word is lower-cased whole (`BGColorOne` → `bgColorOne`), each later word gets
///    an upper-case first letter and keeps the rest (`blueEF`, `joker_3_multicolor` →
///    `joker3Multicolor`, `0b3b21ff…` → `0B3B21Ff…`). A name that is one all-capital word stays
///    as it is (`BG` → `BG`).
/// 4. A symbol starting with a digit gets a leading underscore (`121212` → `_121212`).
/// 5. A Swift keyword is written in backticks (`Default` → `` `default` ``); `symbol` here gives
///    the bare name `default`.
/// 6. A folder with `provides-namespace` becomes a nested enum named after the folder as written
///    (`Colors/Text/Primary` → `ColorResource.Colors.Text.primary`); folder names that are not
///    identifiers are made into one with rule 1 and upper-case first letters (unverified).
public enum AssetSymbolName {
    /// The generated member name for one asset name (no namespace).
    public static func member(for name: String) -> String {
        var words = split(name)
        guard !words.isEmpty else { return "_" }
        if words.count == 1, words[0].allSatisfy({ $0.isUppercase || $0.isNumber }), words[0].contains(where: \.isLetter) {
            return prefixed(words[0])
        }
        if words.count > 1, ["color", "image"].contains(words[words.count - 1].lowercased()) { words.removeLast() }
        var symbol = words[0].lowercased()
        for word in words.dropFirst() { symbol += word.prefix(1).uppercased() + word.dropFirst() }
        return prefixed(symbol)
    }

    /// The enum name a namespace folder gives (`Colors` stays `Colors`).
    public static func namespace(for name: String) -> String {
        prefixed(split(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
    }

    /// The full symbol path for a namespaced asset name: `Icons/Tab Bar/home` → `Icons.TabBar.home`.
    public static func path(for name: String) -> String {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        return (parts.dropLast().map(namespace(for:)) + [member(for: parts.last ?? "")]).joined(separator: ".")
    }

    private static func prefixed(_ symbol: String) -> String {
        guard let first = symbol.first else { return "_" }
        return first.isNumber ? "_" + symbol : symbol
    }

    /// Rule 1: the words of a name.
    static func split(_ name: String) -> [String] {
        var words: [String] = []
        for chunk in name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
            let characters = Array(chunk)
            var current = ""
            for (index, character) in characters.enumerated() {
                if index > 0 {
                    let previous = characters[index - 1]
                    let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
                    let lowerToUpper = previous.isLowercase && character.isUppercase
                    let endOfCapitalRun = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
                    let letterAfterDigit = previous.isNumber && character.isLetter
                    if lowerToUpper || endOfCapitalRun || letterAfterDigit {
                        words.append(current)
                        current = ""
                    }
                }
                current.append(character)
            }
            if !current.isEmpty { words.append(current) }
        }
        return words
    }
}
