import SwiftUI

struct RatingPicker: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximum, id: \.self) { value in
                Image(systemName: value <= rating ? "star.fill" : "star")
                    .foregroundStyle(value <= rating ? .yellow : .gray)
                    .onTapGesture { rating = value }
            }
        }
    }
}

struct ReviewComposer: View {
    @State private var rating = 3
    @State private var text = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Your rating: \(rating)/5")
            RatingPicker(rating: $rating)
            RatingPicker(rating: .constant(2), maximum: 3)
        }
        .padding()
    }
}

#Preview {
    ReviewComposer()
}
