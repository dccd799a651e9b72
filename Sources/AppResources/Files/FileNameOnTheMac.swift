#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A file name a project writes in another Unicode normalization form than the name on disk:
/// an asset catalog's `Contents.json` naming `icons8-연필.png` in decomposed jamo (NFD, as HFS+
/// stored names and Finder still hands them out) while Git, with `core.precomposeUnicode`, checked
/// the file out precomposed (NFC). A Mac opens it either way: "The case-insensitive variant of
/// APFS is normalization-preserving, but not normalization-sensitive" (Apple, "Apple File System
/// Guide", FAQ; the case-insensitive variant is the Mac's default), so Xcode's `actool` finds the
/// file; on Linux the bytes name nothing. Swift's `String` equality is canonical equivalence
/// (The Swift Programming Language, "Strings and Characters": "Comparing Strings"), so an entry of
/// the folder equal to the name as a `String` is the file the Mac would open. Only a single such
/// entry is taken: two could not both exist on that volume.
enum FileNameOnTheMac {
    /// `folder/name` when it exists as written; otherwise `folder/entry` for the one entry of the
    /// folder canonically equivalent to `name` but spelled with other scalars; nil when there is
    /// none or more than one.
    static func existingPath(folder: String, name: String) -> String? {
        let written = folder + "/" + name
        if FileManager.default.fileExists(atPath: written) { return written }
        // Only a name outside ASCII has another normalization form.
        guard name.unicodeScalars.contains(where: { !$0.isASCII }),
              let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let matches = entries.filter { $0 == name }
        return matches.count == 1 ? folder + "/" + matches[0] : nil
    }
}
