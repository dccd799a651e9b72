/// What `@Environment(\.key)` reads in a preview with default settings on iOS: the values Apple
/// documents as the defaults of `EnvironmentValues` (size category "Large", light appearance,
/// compact width and regular height on an iPhone in portrait, left-to-right, display scale 3).
enum EnvironmentDefaults {
    static func value(for key: String) -> Value? {
        switch key {
        case "sizeCategory", "dynamicTypeSize": return .member("large", arguments: nil)
        case "colorScheme": return .member("light", arguments: nil)
        case "colorSchemeContrast": return .member("standard", arguments: nil)
        case "horizontalSizeClass": return .member("compact", arguments: nil)
        case "verticalSizeClass": return .member("regular", arguments: nil)
        case "layoutDirection": return .member("leftToRight", arguments: nil)
        case "displayScale": return .number(3, isInteger: false)
        case "isEnabled": return .bool(true)
        case "legibilityWeight": return .member("regular", arguments: nil)
        default: return nil
        }
    }
}
