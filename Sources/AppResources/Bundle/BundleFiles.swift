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

/// The files a built bundle holds beside its compiled resources (JSON, text, plists, sounds):
/// what `Bundle.url(forResource:withExtension:subdirectory:)` and `path(forResource:ofType:)`
/// find. Each file keeps where it lies in the project and its place in the bundle.
///
/// Xcode copies a resource of a group to the bundle's top level and a folder reference with its
/// folder; SwiftPM's `.process` flattens and `.copy` keeps the folder (Apple, "Bundling
/// resources with a Swift package"). The project model does not say which of these a folder was,
/// so a lookup without a subdirectory finds a file of that name at any depth (the shallowest,
/// then the first by path) and one with a subdirectory finds it below a folder of that name: an
/// approximation that finds what the built app finds, and sometimes more.
///
/// A folder reference (Xcode's blue folder, `lastKnownFileType = folder` in the Resources phase)
/// is copied with its folder, so the app reaches its files as `Sounds/chime.mid`: by the
/// subdirectory, or by a name holding a slash (`url(forResource: "Sounds/chime", withExtension:
/// "mid")`), which Core Foundation appends to the folder it searches as a relative path
/// (opensource-apple/CF, `CFBundle_Resources.c`: the resource name is joined to the searched
/// directory's path before the file is looked up). The project model lists the folder itself,
/// whose files' bundle paths are spelled from inside it, so a lookup naming a folder also matches
/// the trailing folders of the file's project path.
public struct BundleFiles: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        /// Where the file lies, as the project spells it.
        public var path: String
        /// Its place in the bundle (`Data/landmarks.json` for a folder's file; the name alone for
        /// a file listed by itself).
        public var bundlePath: String
    }

    /// Sorted by bundle path, then path.
    public private(set) var entries: [Entry] = []

    public init() {}

    mutating func add(path: String, bundlePath: String) {
        entries.append(Entry(path: path, bundlePath: bundlePath))
    }

    mutating func sort() {
        entries.sort { ($0.bundlePath.split(separator: "/").count, $0.bundlePath, $0.path) < ($1.bundlePath.split(separator: "/").count, $1.bundlePath, $1.path) }
    }

    /// The entry `Bundle.url(forResource: name, withExtension: ext, subdirectory: subdirectory)`
    /// finds: `name` with `.ext` (an empty or nil extension: `name` as given), below
    /// `subdirectory` when given. Nil for a name that is empty or climbs out (`..`) or is
    /// absolute: a bundle holds no such file.
    public func find(name: String?, extension ext: String?, subdirectory: String? = nil) -> Entry? {
        guard let name, !name.isEmpty else { return nil }
        let fileName = ext.map { $0.isEmpty ? name : name + "." + ($0.hasPrefix(".") ? String($0.dropFirst()) : $0) } ?? name
        guard Self.isInside(fileName), subdirectory.map(Self.isInside) ?? true else { return nil }
        let folder = subdirectory.map { $0.split(separator: "/").joined(separator: "/") }.flatMap { $0.isEmpty ? nil : $0 }
        let namesFolder = folder != nil || fileName.contains("/")
        return entries.first { entry in
            Self.lies(entry.bundlePath, named: fileName, below: folder) || namesFolder && Self.lies(entry.path, named: fileName, below: folder)
        }
    }

    /// Whether `path` ends with `fileName`, below a folder ending with `folder` when given.
    private static func lies(_ path: String, named fileName: String, below folder: String?) -> Bool {
        guard path == fileName || path.hasSuffix("/" + fileName) else { return false }
        guard let folder else { return true }
        let parent = String(path.dropLast(fileName.count + 1))
        return parent == folder || parent.hasSuffix("/" + folder)
    }

    /// The entry at `bundlePath` exactly (a URL the bundle gave, read back).
    public func entry(atBundlePath bundlePath: String) -> Entry? {
        entries.first { $0.bundlePath == bundlePath }
    }

    /// Not absolute and no `..` component: the name stays inside the bundle.
    static func isInside(_ relative: String) -> Bool {
        !relative.hasPrefix("/") && !relative.split(separator: "/").contains("..")
    }

    /// Files whose extension says they are source or build input, never copied into a bundle.
    static let notCopied: Set<String> = [
        "swift", "h", "m", "mm", "c", "cc", "cpp", "hpp", "modulemap", "pbxproj", "xcconfig", "entitlements",
        "xcscheme", "xcworkspacedata", "resolved", "md", "yml", "yaml", "sh", "py", "rb", "gitignore", "a", "o",
    ]
}

extension ResourceBundle {
    /// The most a bundle file read for a preview may hold (`Data(contentsOf:)`): far above any
    /// preview data set, low enough that a hostile file cannot exhaust memory.
    public static let fileReadLimit = 16 << 20

    /// The bytes of a file the bundle holds, or why they could not be read (too large, not a
    /// regular file, a link that now leaves the folder). Only files of `files` are ever read.
    public func contents(of entry: BundleFiles.Entry) -> Result<[UInt8], BundleFileProblem> {
        guard files.entries.contains(entry) else { return .failure(BundleFileProblem(description: "is not among the bundle's files")) }
        switch ResourceFileReading.whole(entry.path, limit: Self.fileReadLimit) {
        case .bytes(let bytes): return .success(bytes)
        case .failed(let diagnostic): return .failure(BundleFileProblem(description: diagnostic.message.text))
        }
    }
}

public struct BundleFileProblem: Error, Sendable, CustomStringConvertible {
    public var description: String
}
