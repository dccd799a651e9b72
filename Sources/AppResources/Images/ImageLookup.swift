import Diagnostics
import FileAccess
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine

/// The outcome of `Image("name")` against a bundle, in the shape the reader's old
/// `ImageAssets.lookup` gave, so callers can switch over.
public enum ImageLookup: Equatable, Sendable {
    /// The size in points and the file chosen for the scale and appearance.
    case found(Size, file: String)
    case missing
    /// The set exists but no variant file gave a size (the load diagnostics say why).
    case unreadable(file: String)
}

extension ResourceBundle {
    /// Looks `name` up as `Image(name)` on a device of `scale` in `appearance`.
    public func lookupImage(_ name: String, scale: Double = 3, appearance: Appearance = .light) -> ImageLookup {
        guard let asset = image(named: name) else { return .missing }
        guard let variant = asset.variant(scale: scale, appearance: appearance), let size = variant.pointSize else {
            return .unreadable(file: asset.variants.first?.path ?? asset.path)
        }
        return .found(size, file: variant.path)
    }

    /// The loose images of the `Assets` folder beside a source file (the reader's old
    /// convention for single files), or an empty bundle when there is none.
    public static func besideSourceFile(_ sourcePath: String) -> (ResourceBundle, [Diagnostic]) {
        let folder = PathText.deletingLastComponent(sourcePath)
        let assets = (folder.isEmpty ? "." : folder) + "/Assets"
        guard FolderListing.isFolder(assets) else { return (.empty, []) }
        return load(paths: [assets])
    }
}
