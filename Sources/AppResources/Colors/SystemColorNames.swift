import LayoutEngine

/// UIKit system colours a colour set may reference (`"reference": "systemBlueColor"`), by the
/// names of `UIColor`'s class properties with "Color" appended (Apple, "UIColor", Standard
/// colors and UI element colors). The values come from the runtime's own colour table.
enum SystemColorNames {
    static let known: Set<String> = [
        "systemBlueColor", "systemBrownColor", "systemCyanColor", "systemGreenColor", "systemIndigoColor",
        "systemMintColor", "systemOrangeColor", "systemPinkColor", "systemPurpleColor", "systemRedColor",
        "systemTealColor", "systemYellowColor",
        "systemGrayColor", "systemGray2Color", "systemGray3Color", "systemGray4Color", "systemGray5Color", "systemGray6Color",
        "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor",
        "systemFillColor", "secondarySystemFillColor", "tertiarySystemFillColor", "quaternarySystemFillColor",
        "placeholderTextColor", "linkColor", "separatorColor", "opaqueSeparatorColor",
        "systemBackgroundColor", "secondarySystemBackgroundColor", "tertiarySystemBackgroundColor",
        "systemGroupedBackgroundColor", "secondarySystemGroupedBackgroundColor", "tertiarySystemGroupedBackgroundColor",
        "blackColor", "whiteColor", "clearColor", "darkGrayColor", "grayColor", "lightGrayColor",
        "redColor", "greenColor", "blueColor", "cyanColor", "yellowColor", "magentaColor", "orangeColor", "purpleColor", "brownColor",
        "lightTextColor", "darkTextColor", "tintColor",
    ]

    /// UIKit names whose SwiftUI `Color` is the same colour: SwiftUI's standard colours are the
    /// adaptive system colours (Apple, `Color.blue`: "A context-dependent blue color suitable
    /// for use in UI elements"), `.primary`/`.secondary` the label colours (Apple, `Color.primary`:
    /// "The color to use for primary content"), `.accentColor` the tint. Pairing each by name is
    /// LayoutLens's reading (unverified for `tintColor` → `accentColor`).
    static let swiftUIEquivalent: [String: SystemColor] = [
        "systemRedColor": .red, "systemOrangeColor": .orange, "systemYellowColor": .yellow, "systemGreenColor": .green,
        "systemMintColor": .mint, "systemTealColor": .teal, "systemCyanColor": .cyan, "systemBlueColor": .blue,
        "systemIndigoColor": .indigo, "systemPurpleColor": .purple, "systemPinkColor": .pink, "systemBrownColor": .brown,
        "systemGrayColor": .gray, "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
        "labelColor": .primary, "secondaryLabelColor": .secondary, "tintColor": .accentColor,
    ]
}
