import Palette
import SwiftUI

/// Chips made from outside the design system: only its public initializer is visible here.
struct ChipShelfView: View {
    var body: some View {
        VStack(spacing: 0) {
            Chip(.init(height: 6), width: 40)
            Chip(ChipStyle(height: 9), width: 30, inset: 4)
        }
    }
}

#Preview("Chip shelf") {
    ChipShelfView()
}
