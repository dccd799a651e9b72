import FileAccess
import Foundation

/// The mark `render` leaves in its `--out` folder: a small text file listing every file it wrote
/// there, one relative path a line. A later run may write into a folder that is empty, new, or
/// holds this file, and replaces only the files it lists (a hand-written `index.html` beside them
/// is refused); `--force` overrides both rules but never writes over an input file.
enum OutputManifest {
    static let fileName = ".layoutlens-manifest"
    static let header = "# Written by LayoutLens: the files its last render put in this folder. Only these are replaced."
    /// A manifest larger than this is not one LayoutLens wrote (a site of 100 000 files lists
    /// about 4 MB of paths).
    static let maximumBytes = 8 << 20

    /// The relative paths the manifest in `folder` lists; nil when there is no manifest, it is not
    /// a regular file, it is too large, or it does not start with the header.
    static func read(in folder: String) -> Set<String>? {
        let file = folder + "/" + fileName
        guard FilePaths.kind(of: file) == .regularFile,
              let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int, size <= maximumBytes,
              case .success(let data) = readRegularFile(file) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.first == header else { return nil }
        return Set(lines.dropFirst().filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    /// The manifest listing `paths`, sorted (same files, same bytes).
    static func text(_ paths: Set<String>) -> String {
        ([header] + paths.subtracting([fileName]).sorted()).joined(separator: "\n") + "\n"
    }
}
