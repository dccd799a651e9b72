import CoreGraphics

/// The feature's stripe height, named like the design system's.
let stripeHeight: CGFloat = 7

/// The feature's exported bollard width, named like the design system's.
public let bollardWidth: CGFloat = 24

/// The feature's own tide mark; internal, so the app reads the design system's.
let tideMark: CGFloat = 13

/// The feature's widening: twice the length.
func widened(_ length: CGFloat) -> CGFloat { length * 2 }

/// A ratio the feature counts in whole numbers.
typealias Ratio = Int
