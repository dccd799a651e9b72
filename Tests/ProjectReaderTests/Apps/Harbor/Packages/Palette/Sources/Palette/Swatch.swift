import SwiftUI

/// A square of colour as tall as the design system's rows.
public struct Swatch: View {
    public init() {}

    public var body: some View {
        Color.teal
            .frame(width: Constants.swatchSide, height: Constants.rowHeight)
    }
}

/// A caption whose width says which alignment it was given: SwiftUI's `.trailing` is wide.
public struct AlignedCaption: View {
    let alignment: TextAlignment

    public init(_ alignment: TextAlignment) {
        self.alignment = alignment
    }

    public var body: some View {
        Color.gray
            .frame(width: SwiftUI.TextAlignment(alignment) == .trailing ? 90 : 10, height: 4)
    }
}

#Preview("Swatch") {
    VStack(spacing: 0) {
        Swatch()
        AlignedCaption(.end)
    }
}
