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

/// The mark `render` and `check` leave in their `--out` folder: a small text file listing every
/// file they wrote there, one relative path a line. A later run may write into a folder that is
/// empty, new, or holds this file, and replaces only the files it lists (a hand-written
/// `index.html` beside them is refused); `--force` overrides both rules but never writes over an
/// input file.
public enum OutputManifest {
    public static let fileName = ".layoutlens-manifest"
    public static let header = "# Written by LayoutLens: the files its last render put in this folder. Only these are replaced."
    /// A manifest larger than this is not one LayoutLens wrote (a site of 100 000 files lists
    /// about 4 MB of paths).
    public static let maximumBytes = 8 << 20

    /// The relative paths the manifest in `folder` lists; nil when there is no manifest, it is not
    /// a regular file, it is too large, or it does not start with the header.
    public static func read(in folder: String) -> Set<String>? {
        let file = folder + "/" + fileName
        guard FilePaths.kind(of: file) == .regularFile,
              sizeIsWithinLimit(file),
              case .success(let data) = readRegularFile(file) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.first == header else { return nil }
        return Set(lines.dropFirst().filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    /// Whether the file at `path` (a regular file, link not followed) is at most `maximumBytes`.
    private static func sizeIsWithinLimit(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && Int(info.st_size) <= maximumBytes
    }

    /// The manifest listing `paths`, sorted (same files, same bytes).
    public static func text(_ paths: Set<String>) -> String {
        ([header] + paths.subtracting([fileName]).sorted()).joined(separator: "\n") + "\n"
    }

    /// Why `folder` may not be written: it holds entries and no manifest (nil: it may).
    public static func refusal(ofFolder folder: String, force: Bool) -> String? {
        guard !force, FilePaths.kind(of: folder) == .directory, read(in: folder) == nil,
              let entries = try? FileManager.default.contentsOfDirectory(atPath: folder), !entries.isEmpty else { return nil }
        return foreignFolder(folder)
    }

    public static func foreignFolder(_ path: String) -> String {
        "'\(path)' is not empty and LayoutLens did not write it (it has no \(fileName)); "
            + "choose a new or empty folder, or pass --force to write into it anyway"
    }

    public static func foreignFile(_ path: String) -> String {
        "refusing to replace '\(path)': LayoutLens did not write it (\(fileName) does not list it); pass --force to replace it"
    }
}

/// An output folder or file a command refuses to write (`OutputManifest`'s rules).
public struct OutputRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
