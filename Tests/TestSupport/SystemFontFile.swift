import Foundation
import Testing

/// A font file some tests need from the system (a fallback font of `FallbackFonts`), with the
/// Debian package that installs it. Same policy as `ExternalTool`: skipped with the reason when
/// missing, a failure under `LAYOUTLENS_REQUIRE_TOOLS=1` (`.ci/run` installs the package).
public struct SystemFontFile: Sendable, CustomStringConvertible {
    public let path: String
    public let package: String

    /// CJK outlines in 1.8 MB (Apache 2.0): the smallest Debian package with CJK glyphs.
    public static let droidSansFallback = SystemFontFile(path: "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
                                                         package: "fonts-droid-fallback")

    /// Colour emoji as PNG bitmaps in `CBDT` (OFL 1.1), the emoji font of `FallbackFonts`' chain.
    public static let notoColorEmoji = SystemFontFile(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
                                                      package: "fonts-noto-color-emoji")

    public var description: String { path }
    public var isPresent: Bool { FileManager.default.fileExists(atPath: path) }

    /// The file's path; throws (failing the test) when it is missing.
    public func requiredPath(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(isPresent, "\(path) is required (LAYOUTLENS_REQUIRE_TOOLS=1) but missing (apt-get install \(package))",
                     sourceLocation: sourceLocation)
        return path
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only when `font` is installed (or `LAYOUTLENS_REQUIRE_TOOLS=1`).
    public static func requires(_ font: SystemFontFile) -> Self {
        .enabled(if: font.isPresent || ExternalTool.toolsRequired,
                 Comment(rawValue: "\(font.path) is missing (apt-get install \(font.package); .ci/run installs it). LAYOUTLENS_REQUIRE_TOOLS=1 makes this a failure."))
    }
}
