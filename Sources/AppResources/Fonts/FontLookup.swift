/// Finds a bundled font by the name given to `Font.custom(_:size:)`. Apple documents the name
/// as the font's PostScript name for `UIFont(name:size:)`; in practice the full name also
/// matches, and SwiftUI's `Font.custom` accepts a family name, choosing its regular face (both
/// unverified). Order: PostScript name, full name, family name (the face whose PostScript name
/// ends "-Regular", else the first by path). Comparisons are exact (case-sensitive, unverified).
enum FontLookup {
    static func find(_ name: String, in fonts: [AppFont]) -> AppFont? {
        if let font = fonts.first(where: { $0.postScriptName == name }) { return font }
        if let font = fonts.first(where: { $0.fullName == name }) { return font }
        let family = fonts.filter { $0.familyName == name }
        return family.first(where: { $0.postScriptName?.hasSuffix("-Regular") == true }) ?? family.first
    }
}
