import SwiftUI
import GreenhouseResources

struct GreenhouseView: View {
    var body: some View {
        VStack(spacing: 0) {
            GreenhouseResourcesAsset.Icons.seedling.swiftUIImage
            Text(GreenhouseResourcesStrings.Localizable.plantTitle)
            Text(GreenhouseResourcesStrings.Localizable.Watering.everyDays(3))
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
            Text("Fern")
            Text("Every 3 days")
        }
    }
}

#Preview {
    WrittenOutView()
}
