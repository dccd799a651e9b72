import SwiftUI

struct DetailScreen: View {
    var title = "Aurora Hotel"
    var rating = 4
    var amenities = ["Wi-Fi", "Pool", "Gym", "Parking"]
    var showsMap = false

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            header
            ratingRow(rating, outOf: 5)
            section("Amenities") {
                ForEach(amenities, id: \.self) { amenity in
                    Label(amenity, systemImage: "checkmark")
                }
            }
            if showsMap {
                section("Location") {
                    Color.gray.frame(height: 160)
                }
            }
            Spacer(minLength: 0)
        }
        .padding()
    }

    private var header: some View {
        Text(title)
            .font(.largeTitle.weight(.heavy))
    }

    private func ratingRow(_ value: Int, outOf maximum: Int) -> some View {
        HStack(spacing: 2) {
            ForEach(1...maximum, id: \.self) { star in
                Image(systemName: star <= value ? "star.fill" : "star")
                    .foregroundStyle(.yellow)
            }
        }
    }

    @ViewBuilder
    private func section<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            content()
        }
    }
}

#Preview {
    DetailScreen()
}

#Preview("With map") {
    DetailScreen(showsMap: true)
}
