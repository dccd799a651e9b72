import CoreGraphics

/// The app's own stripe height, named like both packages'.
let stripeHeight: CGFloat = 5

extension CGFloat {
    /// The app's deck height, named like the design system's.
    static let deckHeight: CGFloat = 18
}
