import Palette
import SwiftUI

/// A berth: the design system's swatch, then a label area as tall as this feature's rows.
public struct BerthRow: View {
    public init() {}

    public var body: some View {
        HStack(spacing: Metrics.gutter) {
            Swatch()
            Color.blue
                .frame(width: Constants.labelWidth, height: Constants.rowHeight)
        }
    }
}

#Preview("Berth") {
    BerthRow()
}
