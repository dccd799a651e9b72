import Diagnostics

/// Every message the resource reader emits, alphabetised by identifier. Each entry's `id` is its
/// name (as in `Diagnostics/DiagnosticCatalogue.swift`), so tests and tools can match on it.
/// docs/diagnostics.md lists the ids of every catalogue.
extension DiagnosticMessage {
    public static func bundleResourceOutsideRoot(_ path: String) -> Self {
        warning("bundleResourceOutsideRoot",
                "resource '\(path)' is a link to a file or folder outside the folder it is listed in; it is not read, and a bundle lookup of it finds nothing")
    }
    public static func colorComponentClamped(_ component: String, value: String, colorSpace: String) -> Self {
        warning("colorComponentClamped",
                "colour component '\(component)' is \(value), outside 0…1 for the '\(colorSpace)' colour space; clamped (only the extended colour spaces go beyond)")
    }
    public static func customFontNotFound(_ name: String) -> Self {
        warning("customFontNotFound",
                "no bundled font has the PostScript or family name '\(name)'; SwiftUI falls back to the system font at this size without a message")
    }
    public static func customFontNotRegistered(_ name: String, file: String) -> Self {
        warning("customFontNotRegistered",
                "font '\(name)' is in '\(file)' but Info.plist's UIAppFonts does not list that file; iOS only registers listed fonts, so SwiftUI would fall back to the system font (used anyway)")
    }
    public static func duplicateAssetName(_ kind: String, _ name: String, kept: String) -> Self {
        warning("duplicateAssetName",
                "two \(kind) sets are named '\(name)'; the one at '\(kept)' is used (Xcode reports the clash at build time)")
    }
    public static func duplicateStringKey(_ key: String) -> Self {
        warning("duplicateStringKey", "key \"\(key)\" appears more than once in this table; the last value is used")
    }
    public static func formatArgumentMissing(_ specifier: String, position: Int) -> Self {
        warning("formatArgumentMissing",
                "format specifier '\(specifier)' has no argument \(position); it is shown as written")
    }
    public static func imageDimensionCapped(_ width: Int, _ height: Int, limit: Int) -> Self {
        warning("imageDimensionCapped",
                "image header claims \(width) × \(height) pixels; each side is capped at \(limit) pixels")
    }
    public static func imageHeaderUnreadable(_ format: String) -> Self {
        warning("imageHeaderUnreadable",
                "could not read the size from this \(format) file (not a valid header, or a PDF whose page box is compressed); its size is unknown")
    }
    public static func imageIsLargeFileStoragePointer() -> Self {
        warning("imageIsLargeFileStoragePointer",
                "this image is a Git LFS pointer, not the image itself (run `git lfs pull` to fetch it); its size is unknown")
    }
    /// A font iOS installs (`Font.custom("Georgia", size:)`), not bundled: Apple's, drawn by iOS;
    /// LayoutLens has no file of it. The id is that of an assumption about Apple's SDK.
    public static func installedFontNotMeasured(_ name: String, family: String) -> Self {
        warning("appleAssumedValue",
                "'\(name)' is Apple's font family '\(family)', which iOS installs, not modelled by LayoutLens; LayoutLens assumed the system font's widths and line metrics at this size for it")
    }
    public static func invalidColorComponent(_ component: String, value: String) -> Self {
        error("invalidColorComponent",
              "colour component '\(component)' is \"\(value)\"; expected a number 0…1 (\"0.502\"), an integer 0…255 (\"128\") or hex (\"0x80\"); this colour is left out")
    }
    public static func localizedKeyShown(_ key: String, table: String, locale: String) -> Self {
        warning("localizedKeyShown",
                "no value for \"\(key)\" in table '\(table)' for '\(locale)'; SwiftUI shows the key itself")
    }
    /// The key is shown although another bundle of the app has a value: iOS looks only in the
    /// bundle the lookup names (`Bundle.main` when it names none).
    public static func localizedKeyInAnotherBundle(_ key: String, table: String, locale: String, lookedIn: String, foundIn: String) -> Self {
        warning("localizedKeyShown",
                "no value for \"\(key)\" in table '\(table)' of \(lookedIn) for '\(locale)' (\(foundIn) has one, but the lookup names \(lookedIn)); SwiftUI shows the key itself")
    }
    public static func malformedResourceJSON(_ detail: String) -> Self {
        error("malformedResourceJSON", "malformed JSON: \(detail)")
    }
    /// A comma before a closing `}` or `]`: not JSON (RFC 8259), but Xcode builds apps whose
    /// asset catalogs hold one, so the file is read past it (unverified: how actool reads it).
    public static func trailingCommaInResourceJSON(_ detail: String) -> Self {
        warning("trailingCommaInResourceJSON",
                "malformed JSON: \(detail) (a comma before the closing bracket); read as if it were not there, as Xcode builds such catalogs")
    }
    public static func malformedPropertyList(_ detail: String) -> Self {
        error("malformedPropertyList", "malformed property list: \(detail)")
    }
    public static func malformedStringsTable(_ detail: String) -> Self {
        error("malformedStringsTable", "malformed strings table: \(detail)")
    }
    public static func missingImageFile(_ filename: String, set: String) -> Self {
        warning("missingImageFile", "image set '\(set)' lists '\(filename)', which is not in the set's folder; that variant is left out")
    }
    public static func resourceFolderLoop(_ path: String) -> Self {
        warning("resourceFolderLoop", "folder '\(path)' was already read through another path (a symbolic-link loop); not read again")
    }
    public static func resourceFolderTooLarge(limit: Int) -> Self {
        warning("resourceFolderTooLarge", "more than \(limit) entries or folders nested too deeply; the rest is not read")
    }
    public static func unexpectedResourceShape(_ what: String) -> Self {
        warning("unexpectedResourceShape", "\(what); the entry is ignored")
    }
    public static func unknownColorSpace(_ name: String) -> Self {
        warning("unknownColorSpace", "unknown colour space '\(name)'; read as sRGB")
    }
    public static func unknownPluralRules(_ language: String) -> Self {
        warning("unknownPluralRules",
                "LayoutLens has no CLDR plural rules for '\(language)'; its plural forms are chosen by the English rule (one for exactly 1)")
    }
    public static func unknownSystemColor(_ name: String) -> Self {
        warning("unknownSystemColor", "system colour reference '\(name)' is not one LayoutLens knows; the colour is left out")
    }
    public static func unreadableFont(_ reason: String) -> Self {
        error("unreadableFont", "not a usable font file: \(reason)")
    }
    public static func unreadableResource(_ path: String, reason: String) -> Self {
        error("unreadableResource", "cannot read '\(path)': \(reason)")
    }
    public static func unsupportedStringVariation(_ kind: String) -> Self {
        warning("unsupportedStringVariation", "string variation '\(kind)' is not read; the plain value or the key is shown")
    }
}
