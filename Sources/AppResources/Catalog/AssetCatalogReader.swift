import FileAccess
import JSONParsing
import Diagnostics
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

/// Reads an asset catalog folder the way Xcode's asset compiler sees it (Apple, "Asset Catalog
/// Format Reference"): every folder has a `Contents.json`; `Name.imageset` and `Name.colorset`
/// are assets; any other folder without an asset extension is a group, and a group whose
/// `Contents.json` says `"properties": {"provides-namespace": true}` prefixes its children's
/// names with `Group/`. Other set kinds (app icons, symbol sets, data sets, sprite atlases'
/// contents…) are not read. Folders are read in sorted order, so the result is deterministic.
struct AssetCatalogReader {
    private var diagnostics: [Diagnostic] = []
    private var listing = FolderListing()
    private var images: [ImageAsset] = []
    private var colors: [ColorAsset] = []
    private var symbols: [String] = []
    private var imageNames: [String: String] = [:]
    private var colorNames: [String: String] = [:]

    /// Where links inside the catalog may lead (`LinkBoundary`): an image set, group or image
    /// file linked from outside the project is not read.
    private var boundary: LinkBoundary?

    static func read(_ path: String) -> (AssetCatalog, [Diagnostic]) {
        var reader = AssetCatalogReader()
        reader.boundary = LinkBoundary(walking: path)
        reader.walk(path, namespace: "", depth: 0)
        return (AssetCatalog(path: path, images: reader.images, colors: reader.colors, symbols: reader.symbols), reader.diagnostics)
    }

    private mutating func walk(_ folder: String, namespace: String, depth: Int) {
        guard depth < FolderListing.maximumDepth else {
            diagnostics.append(Diagnostic(.resourceFolderTooLarge(limit: FolderListing.maximumEntries), at: .wholeFile(folder)))
            return
        }
        guard listing.enter(folder) else {
            diagnostics.append(Diagnostic(.resourceFolderLoop(folder), at: .wholeFile(folder)))
            return
        }
        guard let names = listing.names(in: folder) else {
            diagnostics.append(Diagnostic(.resourceFolderTooLarge(limit: FolderListing.maximumEntries), at: .wholeFile(folder)))
            return
        }
        for name in names {
            let path = folder + "/" + name
            if let boundary, boundary.isLinkLeaving(path) {
                diagnostics.append(Diagnostic(.bundleResourceOutsideRoot(path), at: .wholeFile(path)))
                continue
            }
            guard FolderListing.isFolder(path) else { continue }
            let ext = PathText.pathExtension(name).lowercased()
            let base = PathText.deletingPathExtension(name)
            switch ext {
            case "imageset": readImageSet(path, name: namespace + base)
            case "colorset": readColorSet(path, name: namespace + base)
            case "symbolset": symbols.append(namespace + base)
            case "":
                let contents = readContents(path, required: false)
                let providesNamespace = contents?.root["properties"]?["provides-namespace"]?.bool == true
                walk(path, namespace: providesNamespace ? namespace + name + "/" : namespace, depth: depth + 1)
            default:
                continue
            }
        }
    }

    private mutating func readContents(_ folder: String, required: Bool) -> ParsedJSONFile? {
        let path = folder + "/Contents.json"
        guard required || FileManager.default.fileExists(atPath: path) else { return nil }
        return ParsedJSONFile.read(path, limit: ResourceFileReading.jsonLimit, into: &diagnostics)
    }

    // MARK: Image sets

    private mutating func readImageSet(_ folder: String, name: String) {
        guard let contents = readContents(folder, required: true) else { return }
        let root = contents.root
        var variants: [ImageVariant] = []
        if let list = root["images"], case .array = list.value {
            for entry in list.elements {
                guard let filename = entry["filename"]?.text else { continue }
                if let variant = readVariant(entry, filename: filename, folder: folder, set: name, locator: contents.locator) {
                    variants.append(variant)
                }
            }
        } else if root["images"] != nil {
            diagnostics.append(Diagnostic(.unexpectedResourceShape("\"images\" is not an array"), at: contents.locator.range(at: root["images"]!.offset)))
        }
        let properties = root["properties"]
        let asset = ImageAsset(
            name: name, symbol: AssetSymbolName.path(for: name), path: folder, variants: variants,
            templateRenderingIntent: properties?["template-rendering-intent"]?.text.flatMap(ImageAsset.TemplateRenderingIntent.init(rawValue:)),
            preservesVectorRepresentation: properties?["preserves-vector-representation"]?.bool == true)
        if let kept = imageNames[name] {
            diagnostics.append(Diagnostic(.duplicateAssetName("image", name, kept: kept), at: .wholeFile(folder + "/Contents.json")))
            return
        }
        imageNames[name] = folder
        images.append(asset)
    }

    private mutating func readVariant(_ entry: JSONNode, filename: String, folder: String, set: String, locator: FileLocator) -> ImageVariant? {
        guard !filename.isEmpty, !filename.contains("/"), filename != "..", !filename.contains("\0") else {
            diagnostics.append(Diagnostic(.missingImageFile(filename, set: set), at: locator.range(at: entry.offset)))
            return nil
        }
        // The name may be spelled in another Unicode normalization form than the file's.
        let found = FileNameOnTheMac.existingPath(folder: folder, name: filename)
        let path = found ?? folder + "/" + filename
        if let boundary, boundary.isLinkLeaving(path) {
            diagnostics.append(Diagnostic(.bundleResourceOutsideRoot(path), at: locator.range(at: entry.offset)))
            return nil
        }
        guard found != nil else {
            diagnostics.append(Diagnostic(.missingImageFile(filename, set: set), at: locator.range(at: entry.offset)))
            return nil
        }
        let format = ImageFormat(fileExtension: PathText.pathExtension(filename))
        let scale = entry["scale"]?.text.flatMap { Double($0.hasSuffix("x") ? String($0.dropLast()) : $0) }.flatMap { $0 > 0 && $0 <= 16 ? $0 : nil }
        let appearance: Appearance = entry["appearances"]?.elements.contains {
            $0["appearance"]?.text == "luminosity" && $0["value"]?.text == "dark"
        } == true ? .dark : .light
        let size = ImageFileSize.read(path, format: format, diagnostics: &diagnostics)
        return ImageVariant(path: path, format: format, scale: scale, idiom: DeviceIdiom(catalogValue: entry["idiom"]?.text),
                            appearance: appearance, intrinsicSize: size)
    }

    // MARK: Colour sets

    private mutating func readColorSet(_ folder: String, name: String) {
        guard let contents = readContents(folder, required: true) else { return }
        var variants: [ColorVariant] = []
        for entry in contents.root["colors"]?.elements ?? [] {
            guard let color = entry["color"] else { continue }
            var parser = ColorEntryParser(locator: contents.locator)
            let value = parser.value(of: color)
            diagnostics += parser.diagnostics
            guard let value else { continue }
            let appearances = entry["appearances"]?.elements ?? []
            let dark = appearances.contains { $0["appearance"]?.text == "luminosity" && $0["value"]?.text == "dark" }
            let highContrast = appearances.contains { $0["appearance"]?.text == "contrast" && $0["value"]?.text == "high" }
            variants.append(ColorVariant(idiom: DeviceIdiom(catalogValue: entry["idiom"]?.text), appearance: dark ? .dark : .light,
                                         highContrast: highContrast, value: value))
        }
        if let kept = colorNames[name] {
            diagnostics.append(Diagnostic(.duplicateAssetName("colour", name, kept: kept), at: .wholeFile(folder + "/Contents.json")))
            return
        }
        colorNames[name] = folder
        colors.append(ColorAsset(name: name, symbol: AssetSymbolName.path(for: name), path: folder, variants: variants))
    }
}
