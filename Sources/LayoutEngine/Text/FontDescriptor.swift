/// Which font a `Text` uses: family, size and weight. `Text` without `.font(_:)` uses `.body`,
/// the 17 pt system font on iOS (Apple's `Text` documentation; `text-metrics.md` §1.1).
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The system font (SF Pro on Apple platforms) or a font named by `.custom(_:size:)`.
    public enum Family: Hashable, Sendable {
        case system
        case custom(String)
    }

    /// The system font's designs (`Font.Design`). Only `.monospaced` (SF Mono) measures
    /// differently here; `.rounded` and `.serif` are measured as the default design.
    public enum Design: String, Hashable, Sendable {
        case `default`
        case monospaced
        case rounded
        case serif
    }

    public var family: Family
    public var size: Double
    public var weight: FontWeight
    /// The text style this font came from, if any (kept for labels and diagnostics).
    public var textStyle: TextStyle?
    /// The design of the system font (`.system(size:weight:design:)`, `.monospaced()`).
    public var design: Design = .default
    /// `Font.monospacedDigit()` / `.monospacedDigit()`: figures at one common (tabular) width
    /// (Apple, `Font.monospacedDigit()`: "fixed-width digits, while leaving other characters
    /// proportionally spaced").
    public var monospacedDigits = false
    /// A custom font that grows with Dynamic Type (`Font.custom(_:size:)` relative to body,
    /// `.custom(_:size:relativeTo:)` relative to that style): the text style whose ratio scales
    /// `size`, which is the size at the default setting (`.large`). Nil for fonts that do not
    /// scale this way (`.custom(_:fixedSize:)`, `.system(size:)`, text-style fonts).
    public var scalesRelativeTo: TextStyle?
    /// The size a font that `scalesRelativeTo` a style has at `.large`; kept so that scaling
    /// again (a nested `.dynamicTypeSize`) starts from it, not from an already scaled size.
    public var unscaledSize: Double?
    /// Points added after every character cluster: `.tracking(_:)` plus `.kerning(_:)` (Apple,
    /// `tracking(_:)`: "the amount of additional space, in points, that the view should add to
    /// each character cluster after layout"; `kerning(_:)` changes the same offsets). 0: none.
    public var characterSpacing: Double = 0

    public init(family: Family = .system, size: Double, weight: FontWeight = .regular, textStyle: TextStyle? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
    }

    /// `.body`: what a `Text` uses when nothing else is said.
    public static let body = TextStyle.body.defaultFont

    public var description: String {
        let name: String
        switch family {
        case .system: name = textStyle.map { ".\($0.rawValue)" } ?? "system"
        case .custom(let custom): name = custom
        }
        let designText = design == .default ? "" : " " + design.rawValue
        let digitsText = monospacedDigits ? " monospacedDigit" : ""
        let spacingText = characterSpacing == 0 ? "" : " tracking \(NumberText.format(characterSpacing))"
        return "\(name) \(NumberText.format(size))pt \(weight.rawValue)\(designText)\(digitsText)\(spacingText)"
    }
}
