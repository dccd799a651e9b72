import SwiftUI

/// The same two pictures asked for in each of the ways an app names them.
struct ToolBadges: View {
    var body: some View {
        HStack {
            Image(.wrench)
            Image("wrench")
            Image(GarageAsset.Assets.wrench)
            Image(asset: GarageAsset.Assets.gauge)
        }
    }
}

#Preview {
    ToolBadges()
}
