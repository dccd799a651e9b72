import SwiftUI
import GreenhouseResources

struct GreenhouseView: View {
    var body: some View {
        VStack(spacing: 0) {
            GreenhouseResourcesAsset.Icons.seedling.swiftUIImage
            Text(GreenhouseResourcesStrings.Localizable.plantTitle)
            Text(GreenhouseResourcesStrings.Localizable.Watering.everyDays(3))
            Text(GreenhouseResourcesStrings.Localizable.plantsCount(2))
            Rectangle()
                .fill(GreenhouseResourcesAsset.leafGreen.swiftUIColor)
                .frame(width: 40, height: 10)
        }
    }
}

#Preview {
    GreenhouseView()
}

/// The same texts written out: the accessors must show what the table says.
struct WrittenOutView: View {
    var body: some View {
        VStack(spacing: 0) {
            Text(verbatim: "Fern")
            Text(verbatim: "Every 3 days")
            Text(verbatim: "2 plants")
        }
    }
}

#Preview {
    WrittenOutView()
}
