/// An object the app's own `@main App` scene puts in the environment of the views it shows:
/// `.environment(theme)` / `.environmentObject(uiState)` written in the scene (or in a `View`
/// extension the scene calls), with what it stands for there (`Theme.shared`, `UIState()`).
///
/// A view of the app sees these objects when it runs in the app, because SwiftUI passes the
/// environment down the view hierarchy (Apple docs, "EnvironmentValues": "SwiftUI sets and
/// updates the environment for each view"; "environmentObject(_:)": "the object is available
/// to every view in the subhierarchy"). An implicit preview (a file without any preview) shows a
/// view of the app as the app would, so it takes the object the app's root gives
/// (`SwiftUIRuntime.appRootValue`); an explicit `#Preview` never does (Xcode's canvas runs only
/// the preview's own code, and stops without the object).
public struct AppRootInjection: Sendable, Hashable {
    /// The value as an expression the module can evaluate (`Theme.shared`): the argument written
    /// in the scene with the app's stored properties and the helper's parameters put in.
    public var expression: String
    /// The modifier as written (`.environment(theme)`).
    public var written: String
    /// Where it is written.
    public var file: String
    public var line: Int
    /// For an object set below the scene (in a view's body), the views beneath that view, whose
    /// implicit previews take it; nil for one the scene sets, which every view sees.
    public var beneath: Set<String>?

    public init(expression: String, written: String, file: String, line: Int, beneath: Set<String>? = nil) {
        self.expression = expression
        self.written = written
        self.file = file
        self.line = line
        self.beneath = beneath
    }

    /// Whether an implicit preview of the view named `viewName` (nil: of no view) sees it.
    func isSeen(by viewName: String?) -> Bool {
        guard let beneath else { return true }
        return viewName.map(beneath.contains) ?? false
    }

    /// The leading type name of the expression (`Theme` in `Theme.shared`), if it starts with one.
    var leadingName: String {
        String(expression.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
}
