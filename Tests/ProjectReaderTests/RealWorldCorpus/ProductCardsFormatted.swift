import SwiftUI

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Double
    let stock: Int
}

extension Product {
    var isLowStock: Bool { stock < 5 }
    var formattedPrice: String { price.formatted(.currency(code: "USD")) }
}

struct ProductCard: View {
    let product: Product
    @State private var quantity = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ZStack(alignment: .topTrailing) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.gray.opacity(0.2))
                    .aspectRatio(1, contentMode: .fit)
                if product.isLowStock {
                    Text("Only \(product.stock) left")
                        .font(.caption2)
                        .padding(4)
                        .background(.red)
                        .foregroundStyle(.white)
                        .clipShape(Capsule())
                        .padding(6)
                }
            }
            Text(product.name)
                .font(.headline)
                .lineLimit(2)
            Text(product.formattedPrice)
                .font(.subheadline)
            Text("Qty: \(quantity)")
                .font(.caption)
        }
        .frame(width: 160)
    }
}

#Preview {
    HStack {
        ProductCard(product: Product(id: 1, name: "Ceramic mug", price: 18, stock: 3))
        ProductCard(product: Product(id: 2, name: "Linen napkins (set of 4)", price: 24.5, stock: 40))
    }
}
