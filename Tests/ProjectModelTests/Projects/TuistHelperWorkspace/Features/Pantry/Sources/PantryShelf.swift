import Foundations
import SwiftUI

/// One labelled shelf of the pantry.
public struct PantryShelf: View {
    let label: String

    public init(label: String) {
        self.label = label
    }

    public var body: some View {
        Text(label)
            .frame(width: 120, height: Spacing.shelfHeight)
    }
}
