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
import Render
import ProjectReader

/// The image files a scene's `Image("name")`s refer to, found the way the reader sized them
/// (`Assets/` beside the fixture). Missing, unreadable, SVG or oversized files are left out, and
/// the diagram draws a placeholder of the same size.
enum FixtureImages {
    static func load(_ names: [String], besideSourceFile path: String) -> [String: ImageFile] {
        let assets = ImageAssets(besideSourceFile: path)
        var images: [String: ImageFile] = [:]
        for name in names {
            guard case .found(_, let file) = assets.lookup(name),
                  case .success(let data) = readRegularFile(file),
                  let image = ImageFile(bytes: [UInt8](data)) else { continue }
            images[name] = image
        }
        return images
    }
}
