import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// `.contentMargins(…)` (iOS 17): margins a `ScrollView` below adds around its content, on top of
/// what it already insets (Apple, `contentMargins(_:_:for:)`: "the scroll view will automatically
/// inset its content by the safe area plus an additional 20 points on the leading and trailing
/// edge"). The argument forms are `padding`'s (`(length)`, `(edges, length)`, `(edges, insets)`,
/// a `nil` length being the platform default, 16 as for `padding`); `for:` is the placement:
/// `.automatic` and `.scrollContent` inset the content, `.scrollIndicators` only the indicators,
/// which take no room (Apple, `ContentMarginPlacement`). The margins are environment values, one
/// per edge, so an inner `contentMargins` replaces only the edges it names and every scroll view
/// below reads them, a `List` or `Form` too (`ListLayout.contentInsets`). **Unverified:** that a
/// nested scroll view also takes an outer view's margins, and that a `List` adds them to its own
/// margins rather than replacing them (a warning says so).
extension SwiftUIRuntime {
    /// The environment keys of the four edges' content margins (a number each).
    enum ContentMarginKey {
        static let top = "_contentMarginTop"
        static let leading = "_contentMarginLeading"
        static let bottom = "_contentMarginBottom"
        static let trailing = "_contentMarginTrailing"
        static let list = "_contentMarginsSet"

        static func key(for edge: EdgeSet) -> String {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            default: trailing
            }
        }
    }

    func registerContentMargins() {
        guard let viewType = interpreter.type(named: "View") else { return }
        viewType.addMethod("contentMargins", .hosted("contentMargins", labels: nil) { `self`, base, arguments in
            let arguments = NativeArguments("contentMargins", arguments)
            try arguments.check(allowed: ["for"], unlabelledCount: 2, in: self)
            let placement = try arguments["for"].map { try self.caseName($0, "ContentMarginPlacement") } ?? "automatic"
            guard ["automatic", "scrollContent", "scrollIndicators"].contains(placement) else {
                throw self.failure(.noMemberOnType(placement, type: "ContentMarginPlacement"), naming: placement)
            }
            let (edges, insets) = try self.contentMarginInsets(arguments.unlabelled)
            // Scroll indicators are drawn over the content: their margins move no frame.
            guard placement != "scrollIndicators" else { return base }
            var result = base
            for edge in [EdgeSet.top, .leading, .bottom, .trailing] where edges.contains(edge) {
                let length = switch edge {
                case .top: insets.top
                case .leading: insets.leading
                case .bottom: insets.bottom
                default: insets.trailing
                }
                result = self.view("ModifiedContent", .environment(base: result, change: .value(key: ContentMarginKey.key(for: edge), .double(length))))
            }
            return self.view("ModifiedContent", .environment(base: result, change: .value(key: ContentMarginKey.list, .bool(true))))
        })
    }

    /// The edges a `contentMargins` call names and their lengths.
    private func contentMarginInsets(_ values: [Value]) throws -> (EdgeSet, EdgeInsets) {
        // `(insets)` sets every edge, zeros included; `(edges, insets)` the named ones.
        if values.count == 1, let insets = try insets(values[0]) { return (.all, insets) }
        if values.count == 2, let insets = try insets(values[1]) { return (try edges(values[0]), insets) }
        let padding = try paddingLayout(NativeArguments("contentMargins", values.map { CallArgument(nil, $0) }))
        return (padding.edges, padding.insets)
    }

    /// The content margins in effect for the scroll view being resolved (zero where none is set).
    func contentMarginsInEffect() throws -> EdgeInsets {
        func length(_ key: String) throws -> Double {
            try environment.values[key].map { try number($0, "contentMargins") } ?? 0
        }
        return EdgeInsets(top: try length(ContentMarginKey.top), leading: try length(ContentMarginKey.leading),
                          bottom: try length(ContentMarginKey.bottom), trailing: try length(ContentMarginKey.trailing))
    }

    /// Whether a `contentMargins` above the view being resolved set any margin.
    var contentMarginsAreSet: Bool {
        if case .bool(true)? = environment.values[ContentMarginKey.list] { true } else { false }
    }
}
