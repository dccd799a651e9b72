import Moorings
import Palette
import SwiftUI

/// The quay: strips measured with the app's own global names and the packages' exported ones
/// (told apart by module), then the design system's stripe and the feature's cleat, each
/// measured with its own module's names.
struct QuayView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.indigo
                .frame(width: 30, height: stripeHeight)
            Color.orange
                .frame(width: Palette.bollardWidth, height: 2)
            Color.green
                .frame(width: Moorings.bollardWidth, height: 2)
            Color.yellow
                .frame(width: tideMark, height: 2)
            Color.cyan
                .frame(width: 30, height: .deckHeight)
            Stripe()
            Cleat()
        }
    }
}

#Preview("Quay") {
    QuayView()
}
