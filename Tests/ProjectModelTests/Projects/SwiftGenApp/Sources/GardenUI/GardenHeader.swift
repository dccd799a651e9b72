import SwiftUI

/// The header of the garden's home screen, written with SwiftGen's accessors.
public struct GardenHeader: View {
    var gardener: String
    var plants: Int

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 8) {
                Asset.Images.Plants.seedling.swiftUIImage
                Text(L10n.appName)
                    .font(FontFamily.BrandSans.regular.swiftUIFont(size: 20))
            }
            Text(L10n.Home.greeting(gardener))
            Text(L10n.Home.plantsCount(plants))
                .font(.custom(FontFamily.BrandSans.regular, size: 15))
            Rectangle()
                .fill(Asset.Colors.leafGreen.swiftUIColor)
                .frame(width: 120, height: 4)
            Text(L10n.Settings.title)
            Text(L10n.Settings.Reminders.toggle)
        }
    }
}

#Preview {
    GardenHeader(gardener: "Ana", plants: 3)
}

/// The same header with its values written out: the accessors must show what the resources hold.
struct WrittenOutHeader: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 8) {
                Image("Plants/seedling")
                Text(verbatim: "Garden")
                    .font(.custom("BrandSans-Regular", size: 20))
            }
            Text(verbatim: "Good morning, Ana!")
            Text(verbatim: "3 plants")
                .font(.custom("BrandSans-Regular", size: 15))
            Rectangle()
                .fill(Color("leaf_green"))
                .frame(width: 120, height: 4)
            Text(verbatim: "Settings")
            Text(verbatim: "Remind me to water")
        }
    }
}

#Preview {
    WrittenOutHeader()
}
