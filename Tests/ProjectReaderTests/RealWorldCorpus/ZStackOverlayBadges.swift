import SwiftUI

struct ProductThumbnail: View {
    let name: String
    let discount: Int?
    var isFavourite = false
    private let side: CGFloat = 150

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 16)
                .fill(LinearGradient(colors: [.pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: side, height: side)
            Text(name)
                .font(.headline)
                .foregroundStyle(.white)
                .padding(10)
        }
        .overlay(alignment: .topTrailing) {
            if let discount {
                Text("-\(discount)%")
                    .font(.caption.bold())
                    .padding(6)
                    .background(.red, in: RoundedRectangle(cornerRadius: 6))
                    .padding(8)
            }
        }
        .overlay(alignment: .topLeading) {
            Image(systemName: isFavourite ? "heart.fill" : "heart")
                .padding(8)
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    HStack(spacing: 12) {
        ProductThumbnail(name: "Sneakers", discount: 20, isFavourite: true)
        ProductThumbnail(name: "Cap", discount: nil)
    }
    .padding()
}
