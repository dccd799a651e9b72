import SwiftUI

struct PriceTag: View {
    var amount: Double
    var currency = "EUR"
    var emphasized = false

    private var formatted: String {
        let whole = Int(amount)
        let cents = Int((amount - Double(whole)) * 100 + 0.5)
        return "\(whole),\(cents < 10 ? "0" : "")\(cents) \(currency)"
    }

    var body: some View {
        Text(formatted)
            .font(emphasized ? .title2.bold() : .body)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .overlay(
                RoundedRectangle(cornerRadius: 6)
                    .stroke(emphasized ? Color.red : Color.gray, lineWidth: 1)
            )
    }
}

struct PriceTag_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PriceTag(amount: 12.5)
                .previewDisplayName("Plain")
            PriceTag(amount: 9.99, emphasized: true)
                .previewDisplayName("Sale")
        }
        .previewLayout(.sizeThatFits)
        .padding()
    }
}
