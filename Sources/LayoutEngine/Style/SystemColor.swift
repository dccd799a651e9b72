/// SwiftUI's named colours (`Color.blue`, `.primary`, …) and UIKit's semantic and system colours
/// as SwiftUI code names them (`Color(.secondarySystemBackground)`, `Color(uiColor: .systemGray5)`,
/// `.foregroundStyle(.tertiary)`). Their appearance (light and dark values) belongs to the
/// renderer (`Render/Diagram/SystemPalette.swift`); layout only needs to know the view is a colour.
public enum SystemColor: String, CaseIterable, Hashable, Sendable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
    case gray, black, white, clear, primary, secondary, accentColor
    // UIKit's system grays (Apple, `UIColor.systemGray2` … `systemGray6`).
    case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    // UIKit's UI element colours (Apple, "UI element colors").
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    case separator, opaqueSeparator, link, placeholderText
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    /// The land of MapKit's standard map, the fill a `Map` is drawn with (its tiles are not
    /// drawn); no `Color` or `UIColor` names it.
    case mapLand

    /// The colours `Color` has as static members (`Color.red`, `Color.primary`); the others are
    /// UIKit's, reached through `Color(_ color: UIColor)` or a hierarchical shape style.
    public static let swiftUIColors: [SystemColor] = [
        .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
        .gray, .black, .white, .clear, .primary, .secondary, .accentColor,
    ]

    /// UIKit's names for the colours `Color` has (made once: every `UIColor` and `NSColor` asks
    /// for each of its class properties).
    private static let uiKitSystemNames: [String: SystemColor] = [
        "systemRed": .red, "systemOrange": .orange, "systemYellow": .yellow, "systemGreen": .green, "systemMint": .mint,
        "systemTeal": .teal, "systemCyan": .cyan, "systemBlue": .blue, "systemIndigo": .indigo, "systemPurple": .purple,
        "systemPink": .pink, "systemBrown": .brown, "systemGray": .gray, "black": .black, "white": .white, "clear": .clear,
        "tintColor": .accentColor,
    ]

    /// The colour a `UIColor` class property names (`systemGray5`, `secondarySystemBackground`,
    /// `systemBlue`), or nil. UIKit's `systemBlue` … `systemGray` are the colours SwiftUI's
    /// `Color.blue` … `Color.gray` are (Apple, `Color.blue`: "a context-dependent blue color").
    public init?(uiKitName name: String) {
        if let color = Self.uiKitSystemNames[name] { self = color; return }
        guard let color = SystemColor(rawValue: name), !Self.swiftUIColors.contains(color), color != .mapLand else { return nil }
        self = color
    }

    /// The colour of a hierarchical or semantic shape style written as an implicit member
    /// (`.foregroundStyle(.tertiary)`, `.background(.separator)`, `.fill(.tint)`), or nil. Apple,
    /// `ShapeStyle`: `.tertiary`/`.quaternary` are the third and fourth levels of the foreground
    /// (UIKit's `tertiaryLabel`/`quaternaryLabel`), `.separator` the separator colour, `.tint` the
    /// accent colour, `.background` the system background; `.fill` is taken as `systemFill`
    /// and `.link` as UIKit's `link` (unverified pairings).
    public init?(shapeStyleName name: String) {
        switch name {
        case "tertiary": self = .tertiaryLabel
        case "quaternary": self = .quaternaryLabel
        case "separator": self = .separator
        case "tint": self = .accentColor
        case "background": self = .systemBackground
        case "fill": self = .systemFill
        // iOS 17's `ShapeStyle.link` (`LinkShapeStyle`, "A style appropriate for links", Apple
        // docs): taken as UIKit's `link` colour (unverified pairing).
        case "link": self = .link
        default: return nil
        }
    }
}
