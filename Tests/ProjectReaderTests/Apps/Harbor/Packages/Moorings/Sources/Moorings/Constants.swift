import CoreGraphics

/// The feature's own measurements: the same name as the design system's, its own values.
enum Constants {
    static let labelWidth: CGFloat = 120
    static let rowHeight: CGFloat = 44
}
