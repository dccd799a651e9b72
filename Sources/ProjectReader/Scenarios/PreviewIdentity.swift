/// How a preview is named, so that its snapshot keeps its name when previews are inserted,
/// removed or reordered around it. Defined on three facts any reader of a preview can give —
/// its title, the view it shows and its place in the file — not on how the source was parsed.
///
/// - A titled preview (`#Preview("Card")`, `.previewDisplayName("Card")`) is its title.
/// - An untitled one is the custom view it shows and its ordinal among the *untitled* previews
///   of that same view in the file, in source order: `ContentView 1`, `ContentView 2`. A preview
///   that shows no view of the file counts as `Preview`. Inserting an untitled preview of another
///   view, or any titled preview, renames nothing; only untitled previews of the same view depend
///   on their order (hence the warning that suggests a title for them).
public enum PreviewIdentity {
    /// The facts of one preview.
    public struct Facts: Hashable, Sendable {
        /// The preview's explicit title, if it has one.
        public var title: String?
        /// The custom view the preview shows (`ContentView` for `ContentView().padding()`).
        public var shownView: String?

        public init(title: String?, shownView: String?) {
            self.title = title
            self.shownView = shownView
        }
    }

    /// The word used for an untitled preview that shows no custom view.
    public static let anonymousView = "Preview"

    /// One name per preview, in the order given (source order).
    public static func names(_ previews: [Facts]) -> [String] {
        var ordinals: [String: Int] = [:]
        return previews.map { facts in
            if let title = facts.title { return title }
            let view = facts.shownView ?? anonymousView
            ordinals[view, default: 0] += 1
            return "\(view) \(ordinals[view]!)"
        }
    }

    /// Whether the preview's name depends on its order: an untitled preview whose view has more
    /// than one untitled preview in the file.
    public static func dependsOnOrder(_ previews: [Facts]) -> [Bool] {
        var counts: [String: Int] = [:]
        for facts in previews where facts.title == nil { counts[facts.shownView ?? anonymousView, default: 0] += 1 }
        return previews.map { $0.title == nil && counts[$0.shownView ?? anonymousView, default: 0] > 1 }
    }
}
