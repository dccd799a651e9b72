import SwiftUI

struct Order {
    var items: [String]
    var discountCode: String?
    var subtotal: Double

    func total(taxRate: Double) -> Double {
        guard subtotal > 0 else { return 0 }
        var amount = subtotal
        if let code = discountCode, code.hasPrefix("SAVE") {
            let digits = code.dropFirst(4)
            if let percent = Double(digits) {
                amount *= (1 - percent / 100)
            }
        }
        return amount * (1 + taxRate)
    }
}

func formatPrice(_ value: Double) -> String {
    String(format: "$%.2f", value)
}

struct OrderSummary: View {
    let order: Order

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(order.items, id: \.self) { item in
                Text("• \(item)")
            }
            Divider()
            HStack {
                Text("Subtotal")
                Spacer()
                Text(formatPrice(order.subtotal))
            }
            if let code = order.discountCode {
                HStack {
                    Text("Code \(code)")
                    Spacer()
                    Text("applied").italic()
                }
                .font(.footnote)
            }
            HStack {
                Text("Total").bold()
                Spacer()
                Text(formatPrice(order.total(taxRate: 0.08))).bold()
            }
        }
        .padding()
    }
}

#Preview {
    OrderSummary(order: Order(items: ["Espresso", "Croissant"], discountCode: "SAVE10", subtotal: 7.5))
}
