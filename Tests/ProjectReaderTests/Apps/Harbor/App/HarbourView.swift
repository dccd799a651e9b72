import Moorings
import Palette
import SwiftUI

/// The harbour screen: a banner of the app's height, a berth from the feature package, strips as
/// wide as each package's exported gutter (told apart by module), and a caption aligned at the end.
struct HarbourView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.indigo
                .frame(width: 200, height: Constants.bannerHeight)
            BerthRow()
            Color.orange
                .frame(width: Palette.Metrics.gutter, height: 10)
            Color.green
                .frame(width: Moorings.Metrics.gutter, height: 10)
            AlignedCaption(.end)
        }
    }
}

#Preview("Harbour") {
    HarbourView()
}
