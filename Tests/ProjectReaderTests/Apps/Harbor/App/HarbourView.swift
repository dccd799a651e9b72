import Moorings
import Palette
import SwiftUI

/// The harbour screen: a banner of the app's height, a berth from the feature package, strips as
/// wide as each package's exported gutter (told apart by module), a caption aligned at the end, a
/// strip as wide as the app's own tide phases, and two marks for the feature's tide now.
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
            Color.purple
                .frame(width: CGFloat(Tide.allCases.count) * 10, height: 2)
            Color.pink
                .frame(width: TideTable.now() == .high ? 50 : 5, height: 1)
            switch TideTable.now() {
            case .high: Color.mint.frame(width: 40, height: 6)
            case .low: Color.mint.frame(width: 4, height: 6)
            }
        }
    }
}

#Preview("Harbour") {
    HarbourView()
}
