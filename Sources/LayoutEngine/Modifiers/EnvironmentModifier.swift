/// Changes to the text environment: `.font`, `.fontWeight`, `.bold()`, `.lineLimit`,
/// `.truncationMode`, `.multilineTextAlignment`, `.lineSpacing`, `.minimumScaleFactor`.
public enum TextEnvironmentChange: Hashable, Sendable {
    case font(FontDescriptor)
    case fontWeight(FontWeight)
    /// `.fontDesign(_:)`, `.monospaced()`: the design of the fonts here and below.
    case fontDesign(FontDescriptor.Design)
    /// `.monospacedDigit()`: the fonts here and below set figures at the tabular width.
    case monospacedDigit
    /// `.tracking(_:)`: points added after each character cluster of the text here and below.
    case tracking(Double)
    /// `.kerning(_:)`: likewise; a tracking and a kerning both set add up.
    case kerning(Double)
    /// `lineLimit(n)`, `lineLimit(2...4)`, `lineLimit(n, reservesSpace: true)`: the fewest lines
    /// reserved and the most lines shown (either may be absent).
    case lineLimit(lower: Int?, upper: Int?)
    case truncationMode(TruncationMode)
    case multilineTextAlignment(TextAlignment)
    /// `.dynamicTypeSize(_:)`: text-style fonts here and below take their size at this setting.
    case dynamicTypeSize(DynamicTypeSize)
    /// `lineSpacing(_:)`: points added between lines; negative values count as 0.
    case lineSpacing(Double)
    /// `textCase(_:)`: the case text below is displayed in (nil: its own).
    case textCase(TextCase?)
    /// `minimumScaleFactor(_:)`: how far text below may shrink to fit, 0…1.
    case minimumScaleFactor(Double)
    /// `allowsTightening(_:)`: whether text below may tighten instead of truncating.
    case allowsTightening(Bool)
    /// `baselineOffset(_:)`: points the text below moves up (negative: down) from its baseline.
    case baselineOffset(Double)
}

/// An environment-writing modifier. It has no layout of its own: normalisation folds it into
/// the environment of the views below it, so it never appears in paths or frames.
public struct EnvironmentModifier: LayoutPrimitive, ChildRoleProviding {
    public var change: TextEnvironmentChange

    public init(_ change: TextEnvironmentChange) { self.change = change }

    public var kind: String { "environment" }
    public var childRole: ChildRole { .transparentModifier }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        switch change {
        case .font(let font):
            var scaled = font.scaled(to: environment.text.dynamicTypeSize)
            if let weight = environment.text.weightOverride { scaled.weight = weight }
            if let design = environment.text.designOverride { scaled.design = design }
            if environment.text.monospacedDigitOverride { scaled.monospacedDigits = true }
            scaled.characterSpacing = environment.text.characterSpacing
            environment.text.font = scaled
        case .fontWeight(let weight):
            environment.text.weightOverride = weight
            environment.text.font.weight = weight
        case .fontDesign(let design):
            environment.text.designOverride = design
            environment.text.font.design = design
        case .monospacedDigit:
            environment.text.monospacedDigitOverride = true
            environment.text.font.monospacedDigits = true
        case .tracking(let points):
            environment.text.trackingOverride = points.isFinite ? points : 0
            environment.text.font.characterSpacing = environment.text.characterSpacing
        case .kerning(let points):
            environment.text.kerningOverride = points.isFinite ? points : 0
            environment.text.font.characterSpacing = environment.text.characterSpacing
        case .lineLimit(let lower, let upper):
            environment.text.lowerLineLimit = lower
            environment.text.lineLimit = upper
        case .truncationMode(let mode): environment.text.truncationMode = mode
        case .multilineTextAlignment(let alignment): environment.text.multilineTextAlignment = alignment
        case .dynamicTypeSize(let size):
            environment.text.dynamicTypeSize = size
            environment.text.font = environment.text.font.scaled(to: size)
        case .lineSpacing(let spacing): environment.text.lineSpacing = spacing.isFinite ? max(spacing, 0) : 0
        case .textCase(let textCase): environment.text.textCase = textCase
        case .minimumScaleFactor(let factor):
            environment.text.minimumScaleFactor = Self.usableScaleFactor(factor)
        case .allowsTightening(let allowed): environment.text.allowsTightening = allowed
        case .baselineOffset(let points): environment.text.baselineOffset = points.isFinite ? points : 0
        }
    }

    /// The factor `minimumScaleFactor(_:)` lays text out with. Apple documents the factor as "a
    /// fraction between 0 and 1 (inclusive)" (`View.minimumScaleFactor(_:)`) and says nothing of
    /// other values; one outside 0…1 or not finite is taken as the nearest meaningful one (1: no
    /// shrinking; 0.01: the smallest scale tried, also for 0). The reader warns
    /// `minimumScaleFactorClamped` when the factor written is outside 0…1.
    public static func usableScaleFactor(_ factor: Double) -> Double {
        factor.isFinite ? min(max(factor, 0.01), 1) : 1
    }
}
