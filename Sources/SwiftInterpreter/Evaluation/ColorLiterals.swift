import SwiftFrontEnd

/// `#colorLiteral(red:green:blue:alpha:)`, the colour literal Xcode inserts from its colour
/// picker (SE-0039 "Modernizing Playground Literals"; Xcode Help, "Add a color, file, or image
/// literal": "A UIColor or NSColor color value"). Swift builds it with the contextual type's
/// `_ExpressibleByColorLiteral` initializer, and without one as `_ColorLiteralType`, which UIKit
/// declares to be `UIColor` (AppKit: `NSColor`). SwiftUI's `Color` conforms as well, so
/// `let tint: Color = #colorLiteral(…)` is a `Color`; `Color(#colorLiteral(…))` passes the
/// `UIColor` to `Color.init(_:)`. The components are the literal's, in sRGB.
extension Interpreter {
    func colorLiteral(_ macro: MacroExpansion, _ scope: Scope, _ hint: TypeHint?) throws -> Value? {
        let given = try evalArguments(macro.arguments, [], scope, for: nil)
        var components: [CallArgument] = []
        for label in ["red", "green", "blue", "alpha"] {
            guard let value = given.first(where: { $0.label == label })?.value else { return nil }
            components.append(CallArgument(label, value))
        }
        guard let platform = type(named: "UIColor") ?? type(named: "NSColor") else { return nil }
        let color = try construct(platform, components)
        if case let .named(name)? = hint, name == "Color", let swiftUIColor = type(named: name) {
            return try construct(swiftUIColor, [CallArgument(nil, color)])
        }
        return color
    }
}
