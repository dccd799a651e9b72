import CoreGraphics

/// The design system's own measurements; internal, as a package keeps its constants.
enum Constants {
    static let swatchSide: CGFloat = 20
    static let rowHeight: CGFloat = 30
}
