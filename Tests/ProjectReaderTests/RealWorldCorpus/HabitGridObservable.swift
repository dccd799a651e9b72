import SwiftUI

struct Habit: Identifiable, Hashable {
    let id: Int
    var name: String
    var streak: Int
    var color: Color
}

@Observable
final class HabitStore {
    var habits: [Habit] = [
        Habit(id: 1, name: "Read", streak: 12, color: .orange),
        Habit(id: 2, name: "Run", streak: 3, color: .green),
        Habit(id: 3, name: "Meditate", streak: 0, color: .purple),
    ]
    var best: Habit? { habits.max(by: { $0.streak < $1.streak }) }
    func habits(minStreak: Int) -> [Habit] { habits.filter { $0.streak >= minStreak } }
}

struct StreakBadge: View {
    let count: Int
    var body: some View {
        Text(count == 0 ? "Start today" : "\(count)🔥")
            .font(.caption.weight(.bold))
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(.thinMaterial, in: .capsule)
    }
}

struct HabitGrid: View {
    @State private var store = HabitStore()
    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 12)]
    var body: some View {
        VStack(alignment: .leading) {
            if let best = store.best {
                Label("Best: \(best.name)", systemImage: "trophy")
            }
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(store.habits(minStreak: 0)) { habit in
                    VStack(spacing: 8) {
                        Circle().fill(habit.color.gradient).frame(width: 44, height: 44)
                        Text(habit.name)
                        StreakBadge(count: habit.streak)
                    }
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(RoundedRectangle(cornerRadius: 16, style: .continuous).fill(Color(.secondarySystemBackground)))
                }
            }
        }
        .padding()
    }
}

#Preview {
    HabitGrid()
}
