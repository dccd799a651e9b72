import Diagnostics
import SwiftInterpreter

/// macOS (and tvOS) styles reached in multiplatform code: list styles and button styles.
///
/// List styles. Apple documents `BorderedListStyle`
/// (`.bordered`, `.bordered(alternatesRowBackgrounds:)`) and the `alternatesRowBackgrounds:` form
/// of `InsetListStyle` as macOS only: iOS has neither, so an iOS build of such code does not
/// compile. Code under `#if os(macOS)` is skipped already; a style reached anyway (a file that is
/// macOS only without saying so) is laid out as the nearest iOS style, with a warning, rather than
/// leaving the preview out: a bordered list's rows are plain rows inside a border (`.plain`), and
/// an inset list with alternating row backgrounds is an inset list whose alternate rows are only
/// painted (`.inset`).
extension SwiftUIRuntime {
    /// The iOS list style laid out for a macOS-only style value, or nil when `value` is not one.
    func macOSListStyle(_ value: Value) -> String? {
        let name: String
        let alternates: Bool
        switch value {
        case let .unresolvedMember(member):
            let labels = member.arguments?.map(\.label) ?? []
            alternates = labels.contains("alternatesRowBackgrounds")
            guard member.name == "bordered" || (member.name == "inset" && alternates) else { return nil }
            name = member.name
        case let .native(native) where native.type.name == "BorderedListStyle":
            name = "bordered"
            alternates = false
        default:
            return nil
        }
        let laidOut = name == "bordered" ? "plain" : "inset"
        let written = alternates ? "\(name)(alternatesRowBackgrounds:)" : name
        warn(.approximatedView("listStyle(.\(written))", rule: "a macOS list style (iOS has none such); laid out as .\(laidOut)"))
        return laidOut
    }

    /// Button styles of other platforms: Apple documents `.link` (`LinkButtonStyle`),
    /// `.accessoryBar` (`AccessoryBarButtonStyle`) and `.accessoryBarAction`
    /// (`AccessoryBarActionButtonStyle`, macOS 14) as macOS only and `.card` (`CardButtonStyle`)
    /// as tvOS only. Each shows its label without a bezel at rest, so the nearest iOS style is
    /// `.borderless`, laid out with a warning. A file's own member of that name (a
    /// `static var card` in an extension of `ButtonStyle`) is found first and runs as the file's.
    func otherPlatformButtonStyle(_ value: Value) -> String? {
        let name: String
        switch value {
        case let .unresolvedMember(member) where member.arguments == nil: name = member.name
        default: name = interpreter.typeName(of: value)
        }
        let platforms = ["link": "macOS", "LinkButtonStyle": "macOS", "accessoryBar": "macOS", "AccessoryBarButtonStyle": "macOS",
                         "accessoryBarAction": "macOS", "AccessoryBarActionButtonStyle": "macOS",
                         "card": "tvOS", "CardButtonStyle": "tvOS"]
        guard let platform = platforms[name] else { return nil }
        let written = name.hasSuffix("ButtonStyle") ? name + "()" : "." + name
        warn(.approximatedView("buttonStyle(\(written))", rule: "a \(platform) button style (iOS has none such); laid out as .borderless"))
        return "borderless"
    }

    /// Text field styles of macOS: Apple documents `.squareBorder` (`SquareBorderTextFieldStyle`,
    /// "a text field style with a system-defined square border") as macOS only. The nearest iOS
    /// style is the other bordered one, `.roundedBorder`, laid out with a warning.
    func otherPlatformTextFieldStyle(_ value: Value) -> String? {
        let name: String
        switch value {
        case let .unresolvedMember(member) where member.arguments == nil: name = member.name
        default: name = interpreter.typeName(of: value)
        }
        guard name == "squareBorder" || name == "SquareBorderTextFieldStyle" else { return nil }
        let written = name.hasSuffix("TextFieldStyle") ? name + "()" : "." + name
        warn(.approximatedView("textFieldStyle(\(written))", rule: "a macOS text field style (iOS has none such); laid out as .roundedBorder"))
        return "roundedBorder"
    }
}
