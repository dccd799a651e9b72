import CoreGraphics

/// The gutters the design system exports to its clients.
public enum Metrics {
    public static let gutter: CGFloat = 8
}
