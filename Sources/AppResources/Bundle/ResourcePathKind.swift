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

/// What a resource path is, told by its name the way Xcode's build rules tell it (by extension).
enum ResourcePathKind: Equatable {
    case assetCatalog
    case stringCatalog
    case stringsTable
    case stringsDictionary
    case localizationFolder
    case font
    case infoPropertyList
    /// A Core Data model bundle (`Model.xcdatamodeld`) or a lone model version (`.xcdatamodel`).
    case dataModel
    case image
    /// A folder named `Assets` (not `.xcassets`): loose images, as the reader's old lookup had.
    case looseImageFolder
    /// Any other folder: searched.
    case folder
    case other

    static func of(_ path: String, isFolder: Bool) -> ResourcePathKind {
        let (name, ext) = nameAndExtension(path)
        if isFolder {
            switch ext {
            case "xcassets": return .assetCatalog
            case "xcdatamodeld", "xcdatamodel": return .dataModel
            case "lproj": return .localizationFolder
            default: return name == "Assets" ? .looseImageFolder : .folder
            }
        }
        switch ext {
        case "xcstrings": return .stringCatalog
        case "strings": return .stringsTable
        case "stringsdict": return .stringsDictionary
        case "ttf", "otf", "ttc": return .font
        case "plist": return name == "Info.plist" || name.hasSuffix("-Info.plist") ? .infoPropertyList : .other
        default: return ImageFormat(fileExtension: ext) != nil ? .image : .other
        }
    }

    /// `PathText.lastComponent(path)` and that name's `pathExtension`, lowercased. An ASCII
    /// path is read over its bytes as swift-corelibs-foundation reads it (trailing slashes ignored;
    /// the extension follows the name's last dot, none when the dot starts the name): bridging to
    /// `NSString` cost about 23 000 instructions a call, twice for every file of a module's folder.
    static func nameAndExtension(_ path: String) -> (name: String, fileExtension: String) {
        let bytes = path.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            let name = PathText.lastComponent(path)
            return (name, PathText.pathExtension(name).lowercased())
        }
        let slash = UInt8(ascii: "/")
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        // Nothing but slashes (or nothing): Foundation's own answer ("/" for "/", "" for "//").
        guard end > bytes.startIndex else { return (PathText.lastComponent(path), "") }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != slash { start = bytes.index(before: start) }
        let name = String(path[start..<end])
        let nameBytes = name.utf8
        guard nameBytes.count > 1, let dot = nameBytes.lastIndex(of: UInt8(ascii: ".")), dot != nameBytes.startIndex else {
            return (name, "")
        }
        return (name, String(name[nameBytes.index(after: dot)...]).lowercased())
    }

    /// Folders a search skips: build products, dependencies' checkouts and project bundles
    /// hold other modules' resources, not this one's.
    static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"]
}
