import Diagnostics
import SwiftInterpreter

/// List styles of other platforms that SwiftUI declares but LayoutLens does not draw: macOS's
/// `.bordered` / `.bordered(alternatesRowBackgrounds:)` (`BorderedListStyle`, "a list style that
/// describes the behavior and appearance of a list with standard border", macOS 12+) and watchOS's
/// `.carousel` / `.elliptical` (`CarouselListStyle`, `EllipticalListStyle`). Source: Apple's
/// ListStyle documentation, https://developer.apple.com/documentation/swiftui/liststyle
/// Such a style is valid Swift, so it never stops a module's reading: the list keeps the style it
/// had (the default), with a warning naming the approximation.
extension SwiftUIRuntime {
    /// The style's name when `name` (a member like `bordered` or a type stem like `Bordered`) is a
    /// list style of another platform that LayoutLens does not draw.
    static func undrawnListStyleName(_ name: String) -> String? {
        let member = name.prefix(1).lowercased() + name.dropFirst()
        return ["bordered", "carousel", "elliptical"].contains(member) ? member : nil
    }

    /// `base` unchanged (its list keeps the inherited style), with an `approximatedView` warning.
    func undrawnListStyle(_ name: String, base: Value) -> Value {
        warn(.approximatedView("listStyle(.\(name))", rule: "a list style LayoutLens does not draw yet; laid out with the inherited list style"))
        return base
    }
}
