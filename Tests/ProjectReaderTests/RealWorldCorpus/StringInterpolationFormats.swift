import SwiftUI

struct Transaction: Identifiable {
    let id: Int
    let merchant: String
    let cents: Int

    var isRefund: Bool { cents < 0 }
    var amount: String {
        let sign = isRefund ? "+" : "−"
        let value = abs(cents)
        return "\(sign)$\(value / 100).\(String(format: "%02d", value % 100))"
    }
}

struct TransactionsCard: View {
    let transactions: [Transaction]
    var limit = 3

    var total: Int { transactions.reduce(0) { $0 + $1.cents } }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text("Recent").font(.headline)
                Spacer()
                Text("\(transactions.count) total")
                    .font(.caption)
            }
            ForEach(transactions.prefix(limit)) { t in
                HStack {
                    Text(t.merchant)
                    Spacer()
                    Text(t.amount)
                        .foregroundStyle(t.isRefund ? .green : .primary)
                        .monospacedDigit()
                }
            }
            if transactions.count > limit {
                Text("and \(transactions.count - limit) more…")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Text("Spent: \(String(format: "%.2f", Double(total) / 100))")
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 16).strokeBorder(Color.gray.opacity(0.3)))
        .padding()
    }
}

#Preview {
    TransactionsCard(transactions: [
        Transaction(id: 1, merchant: "Bakery", cents: 450),
        Transaction(id: 2, merchant: "Bookshop", cents: 2_399),
        Transaction(id: 3, merchant: "Refund: shoes", cents: -5_000),
        Transaction(id: 4, merchant: "Metro", cents: 290),
    ])
}
