import FileAccess
import FontTables
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FontLibrary {
    /// A collection holds a few dozen faces at most; more are not registered.
    static let maximumFacesPerFile = 64

    /// This library with the fonts an app bundles (`Scenario.fontFiles`) registered, every face of
    /// a `.ttc` collection included, so `Font.custom("Name", size:)` measures and draws with the
    /// app's file as it does on a device, where iOS registers the files `UIAppFonts` lists (Apple,
    /// "Adding a custom font to your app"). A file that cannot be read or decoded is left out and
    /// returned among `problems`: text that names it falls back to the system font, as SwiftUI's
    /// does for a font that is not installed.
    public func addingAppFonts(_ paths: [String]) -> (library: FontLibrary, problems: [FontLibraryError]) {
        var library = self
        var problems: [FontLibraryError] = []
        for path in paths {
            let bytes: [UInt8]
            switch readRegularFile(path, limit: Self.maximumFileSize) {
            case .success(let data): bytes = [UInt8](data)
            case .failure(let problem):
                problems.append(FontLibraryError(path: path, reason: "cannot read the font file: \(problem)"))
                continue
            }
            let fileName = URL(fileURLWithPath: path).lastPathComponent
            for face in 0..<Self.maximumFacesPerFile {
                do {
                    library.register(try OpenTypeFont(bytes: bytes, fontIndex: face, skipsBrokenOptionalTables: true),
                                     fileName: fileName)
                } catch {
                    // Past the last face of a collection (or a single font's only face) the index is refused.
                    if face == 0 { problems.append(FontLibraryError(path: path, reason: "\(error)")) }
                    break
                }
            }
        }
        return (library, problems)
    }
}
