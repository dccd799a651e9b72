import SwiftUI
import GreenhouseResources

struct GreenhouseView: View {
    var body: some View {
        VStack(spacing: 0) {
            GreenhouseResourcesAsset.Icons.seedling.swiftUIImage
            Text(GreenhouseResourcesStrings.Localizable.plantTitle)
            Text(GreenhouseResourcesStrings.Localizable.Watering.everyDays(3))
            Text(GreenhouseResourcesStrings.Localizable.plantsCount(2))
                .font(GreenhouseResourcesFontFamily.BrandSans.regular.swiftUIFont(size: 20))
            Text("\(GreenhouseResourcesFontFamily.allCustomFonts.count) font, \(GreenhouseResourcesFontFamily.BrandSans.all.first?.name ?? "none")")
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
                .font(.custom("BrandSans-Regular", size: 20))
            Text(verbatim: "1 font, BrandSans-Regular")
        }
    }
}

#Preview {
    WrittenOutView()
}
