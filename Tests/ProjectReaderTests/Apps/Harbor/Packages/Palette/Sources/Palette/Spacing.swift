import CoreGraphics

/// The design system's stripe height; internal, and the feature and the app declare their own.
let stripeHeight: CGFloat = 3

/// The width of a bollard mark the design system exports; the feature exports its own too.
public let bollardWidth: CGFloat = 16

/// The tide mark the design system exports; the feature keeps an internal one of the name.
public let tideMark: CGFloat = 9

/// The design system's widening: one point more.
func widened(_ length: CGFloat) -> CGFloat { length + 1 }

/// A ratio the design system computes in `Double`.
typealias Ratio = Double

extension CGFloat {
    /// The design system's deck height; the app's extension declares its own.
    static let deckHeight: CGFloat = 14
}
