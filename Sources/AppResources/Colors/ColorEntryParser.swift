import JSONParsing
import Diagnostics

/// Reads the `"color"` object of a colour-set entry: either
/// `{"color-space": …, "components": {"red", "green", "blue", "alpha"}}` (or `{"white",
/// "alpha"}` for gray), or a system colour `{"platform": "ios", "reference": "systemBlueColor"}`.
///
/// Components are strings (or numbers) in one of three forms Xcode writes (Xcode's colour
/// panel "Input Method"; Apple, "Asset Catalog Format Reference", Color):
/// - a float with a decimal point, `"0.502"`, used as is;
/// - an integer 0…255, `"128"`, divided by 255;
/// - hexadecimal, `"0x80"`, divided by 255.
/// Alpha is written as a float by Xcode; an integer alpha of 0 or 1 is read as 0.0 or 1.0 and
/// 2…255 as n/255 (LayoutLens's reading of hand-edited files: unverified). NaN or infinity is
/// an error (the colour is left out); a value outside 0…1 in a non-extended space is clamped
/// with a warning.
struct ColorEntryParser {
    let locator: FileLocator
    private(set) var diagnostics: [Diagnostic] = []

    init(locator: FileLocator) { self.locator = locator }

    mutating func value(of color: JSONNode) -> ColorSetValue? {
        if let reference = color["reference"]?.text {
            guard SystemColorNames.known.contains(reference) else {
                diagnostics.append(Diagnostic(.unknownSystemColor(reference), at: locator.range(at: color["reference"]!.offset)))
                return nil
            }
            return .system(reference)
        }
        var space = ColorSpace.sRGB
        if let spaceNode = color["color-space"], let name = spaceNode.text {
            if let known = ColorSpace(rawValue: name) { space = known } else {
                diagnostics.append(Diagnostic(.unknownColorSpace(name), at: locator.range(at: spaceNode.offset)))
            }
        }
        guard let components = color["components"] else {
            diagnostics.append(Diagnostic(.unexpectedResourceShape("colour has neither \"components\" nor a system \"reference\""), at: locator.range(at: color.offset)))
            return nil
        }
        if components["white"] != nil, components["red"] == nil {
            guard let white = component("white", in: components, space: space), let alpha = component("alpha", in: components, space: space) else { return nil }
            let graySpace = space.isGray ? space : (space.isExtended ? .extendedGray : .grayGamma22)
            return .components(ColorComponents(colorSpace: graySpace, red: white, green: white, blue: white, alpha: alpha))
        }
        let red = component("red", in: components, space: space)
        let green = component("green", in: components, space: space)
        let blue = component("blue", in: components, space: space)
        let alpha = component("alpha", in: components, space: space)
        guard let red, let green, let blue, let alpha else { return nil }
        return .components(ColorComponents(colorSpace: space, red: red, green: green, blue: blue, alpha: alpha))
    }

    /// One component; a missing alpha is 1 (opaque).
    private mutating func component(_ name: String, in components: JSONNode, space: ColorSpace) -> Double? {
        guard let node = components[name] else {
            if name == "alpha" { return 1 }
            diagnostics.append(Diagnostic(.invalidColorComponent(name, value: "missing"), at: locator.range(at: components.offset)))
            return nil
        }
        let text = (node.text ?? "").trimmingWhitespace()
        guard let value = Self.number(text, isAlpha: name == "alpha"), value.isFinite else {
            diagnostics.append(Diagnostic(.invalidColorComponent(name, value: text), at: locator.range(at: node.offset)))
            return nil
        }
        if (value < 0 || value > 1), !space.isExtended || name == "alpha" {
            diagnostics.append(Diagnostic(.colorComponentClamped(name, value: text, colorSpace: space.rawValue), at: locator.range(at: node.offset)))
            return min(max(value, 0), 1)
        }
        return value
    }

    /// The value a component string stands for, or nil when it is not a number in any form.
    static func number(_ text: String, isAlpha: Bool) -> Double? {
        let lower = text.lowercased()
        if lower.hasPrefix("0x") {
            guard let byte = Int(lower.dropFirst(2), radix: 16), lower.count > 2 else { return nil }
            return Double(byte) / 255
        }
        if !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) {
            guard let integer = Int(text) else { return nil }
            if isAlpha, integer <= 1 { return Double(integer) }
            return Double(integer) / 255
        }
        // Swift's Double(_:) also accepts "nan", "inf" and hex floats; only decimal forms count.
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }) else {
            return lower == "nan" || lower.hasSuffix("inf") || lower.hasSuffix("infinity") ? .nan : nil
        }
        return Double(text)
    }
}
