import LayoutEngine

/// A font file the app bundles, with the names `Font.custom(_:size:)` can find it by.
public struct AppFont: Sendable, Hashable {
    /// The font file's path.
    public var path: String
    /// Index of the face in a `.ttc` collection (0 for a single font).
    public var faceIndex: Int
    /// name ID 6, such as `Inter-SemiBold`.
    public var postScriptName: String?
    /// name ID 16, else 1, such as `Inter`.
    public var familyName: String?
    /// name ID 4, such as `Inter SemiBold`.
    public var fullName: String?
    /// Whether `Info.plist`'s `UIAppFonts` lists this file: true or false when an Info.plist was
    /// read, nil when none was (a package registers its fonts in code, which is not run).
    public var isRegistered: Bool?
    /// name ID 17, else 2, such as `SemiBold`: the style SwiftGen's fonts parser names a face by.
    public var styleName: String? = nil
    /// The face's vertical metrics at 1 pt ('hhea' ascender, descender and line gap over 'head'
    /// units per em; OS/2 cap and x-height, 0.7 and 0.5 em without them), which UIKit's `UIFont`
    /// answers at its size (`lineHeight`, `ascender`…); nil when the file gave none.
    public var metricsPerPoint: FontLineMetrics? = nil
}
