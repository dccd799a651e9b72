import SwiftUI

/// How tall a chip is.
public struct ChipStyle {
    public let height: CGFloat

    public init(height: CGFloat) {
        self.height = height
    }
}

/// A coloured chip. Other modules make it from a `ChipStyle`; the design system's own code may
/// also give the size it was measured at, through an initializer it keeps to itself.
public struct Chip: View {
    private let width: CGFloat
    private let height: CGFloat

    public init(_ style: ChipStyle, width: CGFloat, inset: CGFloat = 0) {
        self.width = width - inset
        self.height = style.height
    }

    init(_ measured: CGSize?, width: CGFloat) {
        self.width = width
        self.height = measured?.height ?? 1
    }

    public var body: some View {
        Color.mint
            .frame(width: width, height: height)
    }
}

#Preview("Chip") {
    Chip(ChipStyle(height: 5), width: 20)
}
