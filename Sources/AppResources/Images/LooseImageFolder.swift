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

/// Image files outside any asset catalog, looked up as `UIImage(named:)` finds bundle files:
/// `name.png` is the 1x file, `name@2x.png` and `name@3x.png` the 2x and 3x ones (Apple,
/// "Drawing and Printing Guide for iOS", Loading Images: the `@2x` suffix convention); JPEG,
/// GIF, HEIC, PDF and SVG files the same. A PDF or SVG without a scale suffix is a vector and
/// serves every scale. This supersedes the reader's old `Assets/`-beside-the-file lookup,
/// which took the first file found (1x before 2x); files are now chosen for the device scale
/// like catalog variants.
public enum LooseImageFolder {
    /// The image sets formed by the image files directly in `folder`, by base name, sorted.
    public static func read(_ folder: String) -> ([ImageAsset], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        var grouped: [String: [ImageVariant]] = [:]
        let boundary = LinkBoundary(walking: folder)
        for fileName in names.prefix(FolderListing.maximumEntries) {
            guard let (base, scale, format) = parse(fileName) else { continue }
            let path = folder + "/" + fileName
            if FolderListing.isFolder(path) { continue }
            if let boundary, boundary.isLinkLeaving(path) {
                diagnostics.append(Diagnostic(.bundleResourceOutsideRoot(path), at: .wholeFile(path)))
                continue
            }
            let size = ImageFileSize.read(path, format: format, diagnostics: &diagnostics)
            grouped[base, default: []].append(ImageVariant(path: path, format: format, scale: format.isVector && scale == nil ? nil : (scale ?? 1),
                                                           idiom: .universal, appearance: .light, intrinsicSize: size))
        }
        let assets = grouped.keys.sorted().map { name in
            ImageAsset(name: name, symbol: AssetSymbolName.path(for: name), path: folder, variants: grouped[name]!,
                       templateRenderingIntent: nil, preservesVectorRepresentation: false)
        }
        return (assets, diagnostics)
    }

    /// `hero@2x.png` → ("hero", 2, .png); `~ipad`/`~iphone` device suffixes are kept in the name
    /// (not modelled); nil for a file that is not an image.
    static func parse(_ fileName: String) -> (name: String, scale: Double?, format: ImageFormat)? {
        let ext = PathText.pathExtension(fileName)
        guard let format = ImageFormat(fileExtension: ext) else { return nil }
        var base = PathText.deletingPathExtension(fileName)
        var scale: Double?
        for (suffix, value) in [("@1x", 1.0), ("@2x", 2.0), ("@3x", 3.0)] where base.hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
            scale = value
        }
        return base.isEmpty ? nil : (base, scale, format)
    }
}
