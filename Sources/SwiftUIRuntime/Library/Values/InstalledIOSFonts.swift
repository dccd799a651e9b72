/// Font families iOS installs on every device: `Font.custom("Georgia", size: 17)` draws Georgia
/// without the app bundling it. LayoutLens has none of their files, so such a text is measured with
/// the system font at that size and the runtime says so (`appleAssumedValue`), instead of saying,
/// as for a name nothing provides, that SwiftUI itself falls back (`customFontNotFound`).
///
/// The Latin families `UIFont.familyNames` lists on iOS 7 and on iOS 14.2, as printed in public
/// listings of that call (gist.github.com/egoens/bdc32d15fb871c4fea22, iOS 7;
/// blog.csdn.net/xjh093/article/details/129079880, iOS 14.2 on an iPhone X); Apple's own
/// "Fonts included with iOS" page was not found, so later versions' lists are unverified.
enum InstalledIOSFonts {
    static let families: Set<String> = [
        "Academy Engraved LET", "American Typewriter", "Arial", "Arial Hebrew", "Arial Rounded MT Bold",
        "Avenir", "Avenir Next", "Avenir Next Condensed", "Baskerville", "Bodoni 72", "Bodoni 72 Oldstyle",
        "Bodoni 72 Smallcaps", "Bodoni Ornaments", "Bradley Hand", "Chalkboard SE", "Chalkduster", "Cochin",
        "Copperplate", "Courier", "Courier New", "DIN Alternate", "DIN Condensed", "Didot", "Euphemia UCAS",
        "Futura", "Georgia", "Gill Sans", "Helvetica", "Helvetica Neue", "Hoefler Text", "Iowan Old Style",
        "Marker Felt", "Menlo", "Noteworthy", "Optima", "Palatino", "Papyrus", "Party LET", "Savoye LET",
        "Snell Roundhand", "Superclarendon", "Symbol", "Times New Roman", "Trebuchet MS", "Verdana",
        "Zapf Dingbats", "Zapfino",
    ]

    /// The family a name given to `Font.custom` names: a family name (`"Avenir Next"`) or one of
    /// its PostScript names, which write the family without spaces before a `-` and the face
    /// (`"AvenirNext-DemiBold"`, `"Georgia-Bold"`), some with Monotype's `PSMT`/`MT` ending
    /// (`"TimesNewRomanPSMT"`, `"ArialMT"`); nil when the name is no installed family's.
    static func family(named name: String) -> String? {
        var key = letters(String(name.split(separator: "-", maxSplits: 1).first ?? ""))
        for ending in ["psmt", "mt"] where key.hasSuffix(ending) && familyByKey[key] == nil {
            key = String(key.dropLast(ending.count))
        }
        return familyByKey[key]
    }

    private static let familyByKey: [String: String] = Dictionary(uniqueKeysWithValues: families.map { (letters($0), $0) })

    private static func letters(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
