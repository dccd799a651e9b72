import AppResources
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
import SwiftUIRuntime

/// Finds `Image("name")` assets in the `Assets/` folder beside a source file and reads their size.
///
/// SwiftUI shows a non-resizable image at its natural size in points: pixels divided by the
/// asset's scale. Files named `name@2x.png` / `name@3x.png` are 2x / 3x assets (the asset-catalog
/// convention); other files are 1x. Looked up in this order: `name.png`, `name.jpg`, `name.jpeg`,
/// `name.svg`, then the `@2x` and `@3x` variants of each. SVG sizes are taken as points.
public struct ImageAssets: Sendable {
    /// Size used when an asset is missing or unreadable (a warning says so): 100 × 100 pt, a
    /// visible square that makes the missing asset obvious in diagrams.
    public static let placeholderSize = ImageResolution.placeholderSize
    /// Size used for `Image(systemName:)`: SF Symbols are drawn from the font, and at the default
    /// `.body` size (17 pt) a typical symbol is about one em square; 17 × 17 pt is our approximation
    /// (real symbols vary in width and height with the glyph).
    public static let systemSymbolSize = Size(width: 17, height: 17)

    public enum Lookup: Equatable, Sendable {
        case found(Size, file: String)
        case missing
        case unreadable(file: String)
    }

    /// The `Assets` folder, or nil when the source was not read from a file.
    public var directory: String?

    public init(directory: String?) { self.directory = directory }

    /// The assets folder beside the file at `sourcePath`.
    public init(besideSourceFile sourcePath: String) {
        let folder = PathText.deletingLastComponent(sourcePath)
        directory = (folder.isEmpty ? "." : folder) + "/Assets"
    }

    public func lookup(_ name: String) -> Lookup {
        guard let directory, !name.isEmpty, !name.contains("/"), !name.contains("\0") else { return .missing }
        for (suffix, scale) in [("", 1.0), ("@2x", 2.0), ("@3x", 3.0)] {
            for ext in ["png", "jpg", "jpeg", "svg"] {
                let path = "\(directory)/\(name)\(suffix).\(ext)"
                guard FileManager.default.fileExists(atPath: path) else { continue }
                // A folder, FIFO or device named like an asset is unreadable, never waited on.
                guard case .success(let data) = readRegularFile(path) else { return .unreadable(file: path) }
                let bytes = [UInt8](data.prefix(65_536))
                guard let pixels = ImageHeader.size(of: bytes) else { return .unreadable(file: path) }
                let pointScale = ext == "svg" ? 1.0 : scale
                return .found(Size(width: pixels.width / pointScale, height: pixels.height / pointScale), file: path)
            }
        }
        return .missing
    }
}
