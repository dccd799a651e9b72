import Foundations
import Pantry
import SwiftUI

/// The shelves a harvest fills, one above the other.
struct HarvestBoard: View {
    var body: some View {
        VStack(spacing: Spacing.gap) {
            PantryShelf(label: "Apples")
            PantryShelf(label: "Pears")
        }
    }
}

#Preview {
    HarvestBoard()
}
