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
}
