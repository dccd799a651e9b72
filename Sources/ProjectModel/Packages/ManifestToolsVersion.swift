/// The tools version a `Package.swift` declares on its first line, `// swift-tools-version:5.9`
/// (spaces around the colon allowed, a patch number optional). SwiftPM reads it before anything
/// else and gates layout rules on it — from 5.9 a package's only regular target may keep its files
/// directly in `Sources/` (SwiftPM `PackageBuilder.findPath(for:)`, `toolsVersion >= .v5_9`).
public struct ManifestToolsVersion: Sendable, Equatable, Comparable {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// The first version whose packages may put a lone target's sources directly in the
    /// predefined folder.
    public static let relaxedSourceFolder = ManifestToolsVersion(major: 5, minor: 9)

    /// The version the first line of `text` declares; nil when that line is no tools-version
    /// comment (SwiftPM then takes the manifest for a 3.1 one, older than any rule read here).
    public static func declared(in text: Substring) -> ManifestToolsVersion? {
        guard let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first else { return nil }
        var rest = firstLine.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("//") else { return nil }
        rest = rest.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        let marker = "swift-tools-version"
        guard rest.lowercased().hasPrefix(marker) else { return nil }
        rest = rest.dropFirst(marker.count).drop { $0 == " " || $0 == "\t" }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        let numbers = rest.prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
        guard numbers.count >= 2 else { return nil }
        return ManifestToolsVersion(major: numbers[0], minor: numbers[1])
    }

    public static func < (lhs: ManifestToolsVersion, rhs: ManifestToolsVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
