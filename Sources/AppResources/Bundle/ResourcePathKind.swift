import Foundation

/// What a resource path is, told by its name the way Xcode's build rules tell it (by extension).
enum ResourcePathKind: Equatable {
    case assetCatalog
    case stringCatalog
    case stringsTable
    case stringsDictionary
    case localizationFolder
    case font
    case infoPropertyList
    case image
    /// A folder named `Assets` (not `.xcassets`): loose images, as the reader's old lookup had.
    case looseImageFolder
    /// Any other folder: searched.
    case folder
    case other

    static func of(_ path: String, isFolder: Bool) -> ResourcePathKind {
        let name = (path as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension.lowercased()
        if isFolder {
            switch ext {
            case "xcassets": return .assetCatalog
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

    /// Folders a search skips: build products, dependencies' checkouts and project bundles
    /// hold other modules' resources, not this one's.
    static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"]
}
