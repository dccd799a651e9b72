import CoreGraphics

/// The feature's exported gutters, named like the design system's.
public enum Metrics {
    public static let gutter: CGFloat = 12
}
