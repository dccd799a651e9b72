import SwiftUI

struct Expense: Identifiable {
    enum Category: String, CaseIterable, Identifiable {
        case food, travel, fun
        var id: String { rawValue }
        var emoji: String {
            switch self {
            case .food: "🍜"
            case .travel: "✈️"
            case .fun: "🎉"
            }
        }
    }
    let id: Int
    let title: String
    let amount: Decimal
    let category: Category
}

struct ExpenseSummary: View {
    let expenses: [Expense]

    private var totals: [(Expense.Category, Decimal)] {
        Expense.Category.allCases.map { category in
            (category, expenses.filter { $0.category == category }.reduce(0) { $0 + $1.amount })
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(totals, id: \.0) { category, total in
                HStack {
                    Text(category.emoji)
                    Text(category.rawValue.capitalized)
                    Spacer()
                    Text("\(total as NSDecimalNumber)")
                }
            }
        }
        .padding()
    }
}

#Preview {
    ExpenseSummary(expenses: [
        Expense(id: 1, title: "Ramen", amount: 14, category: .food),
        Expense(id: 2, title: "Train", amount: 39, category: .travel),
        Expense(id: 3, title: "Tacos", amount: 9, category: .food),
    ])
}
