import CoreText
import SwiftUI

/// Registers the package's bundled font the way icon-font packages do: the font file is looked
/// up in the package target's own bundle (`Bundle.module`) and handed to Core Text.
public enum GlyphFont {
    public static let family = "Brand Sans"

    public static func register() {
        guard let url = Bundle.module.url(forResource: "Glyphs", withExtension: "ttf") else {
            assertionFailure("Glyphs.ttf is missing from GlyphKit's bundle")
            return
        }
        var error: Unmanaged<CFError>?
        guard CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) else {
            assertionFailure("Glyphs.ttf could not be registered")
            return
        }
    }

    /// The greeting the package bundles (the app bundles another file of the same name).
    public static var greeting: String {
        guard let url = Bundle.module.url(forResource: "greeting", withExtension: "txt") else { return "missing" }
        return (try? String(contentsOf: url, encoding: .utf8)) ?? "unreadable"
    }
}
