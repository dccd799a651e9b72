import Diagnostics

/// The keys of an app's `Info.plist` that resources depend on.
struct InfoPropertyList: Sendable {
    /// `UIAppFonts` ("Fonts provided by application"): font file paths relative to the bundle
    /// root (Apple, Information Property List, UIAppFonts).
    var appFonts: [String] = []
    /// `CFBundleDevelopmentRegion`: the development language (Apple, Information Property List).
    var developmentRegion: String?

    static func read(_ path: String, diagnostics: inout [Diagnostic]) -> InfoPropertyList? {
        guard let file = ParsedPropertyListFile.read(path, into: &diagnostics) else { return nil }
        var info = InfoPropertyList()
        if let fonts = file.root["UIAppFonts"] {
            if case .array(let elements) = fonts.value {
                info.appFonts = elements.compactMap(\.string)
            } else {
                diagnostics.append(Diagnostic(.unexpectedResourceShape("UIAppFonts is not an array of file names"), at: file.locator.range(at: fonts.offset)))
            }
        }
        info.developmentRegion = file.root["CFBundleDevelopmentRegion"]?.string.flatMap { $0.hasPrefix("$(") ? nil : $0 }
        return info
    }
}
