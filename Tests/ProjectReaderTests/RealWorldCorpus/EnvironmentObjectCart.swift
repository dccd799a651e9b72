import SwiftUI

final class Cart: ObservableObject {
    struct Line: Identifiable {
        let id = UUID()
        let name: String
        let price: Decimal
        var quantity: Int
    }

    @Published var lines: [Line] = []

    var itemCount: Int {
        lines.map(\.quantity).reduce(0, +)
    }

    func add(_ name: String, price: Decimal, quantity: Int = 1) {
        if let index = lines.firstIndex(where: { $0.name == name }) {
            lines[index].quantity += quantity
        } else {
            lines.append(Line(name: name, price: price, quantity: quantity))
        }
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "cart")
            Text("\(cart.itemCount)")
                .monospacedDigit()
        }
        .padding(8)
        .background(Capsule().stroke(Color.secondary))
    }
}

struct CartScreen: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Cart").font(.title)
                Spacer()
                CartBadge()
            }
            ForEach(cart.lines) { line in
                HStack {
                    Text(line.name)
                    Spacer()
                    Text("× \(line.quantity)")
                }
            }
        }
        .padding()
    }
}

#Preview {
    let cart = Cart()
    cart.add("Apples", price: 3)
    cart.add("Pears", price: 4, quantity: 2)
    cart.add("Apples", price: 3)
    return CartScreen()
        .environmentObject(cart)
}
