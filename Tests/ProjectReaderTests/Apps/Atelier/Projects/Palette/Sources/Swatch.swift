import SwiftUI

/// A square of the palette's ink colour, from the accessor Tuist synthesizes for `Colors.xcassets`.
public struct Swatch: View {
    public init() {}

    public var body: some View {
        Rectangle()
            .fill(PaletteAsset.ink.swiftUIColor)
            .frame(width: 40, height: 40)
    }
}
