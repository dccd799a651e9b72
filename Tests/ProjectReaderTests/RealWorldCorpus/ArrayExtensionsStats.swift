import SwiftUI

struct Workout: Identifiable {
    let id: Int
    let kind: String
    let minutes: Int
    let calories: Double
}

extension Array where Element == Workout {
    var totalMinutes: Int { reduce(0) { $0 + $1.minutes } }

    func grouped() -> [String: Int] {
        reduce(into: [:]) { result, workout in
            result[workout.kind, default: 0] += workout.minutes
        }
    }
}

extension Double {
    var oneDecimal: String { String(format: "%.1f", self) }
}

struct WeeklySummary: View {
    let workouts = [
        Workout(id: 1, kind: "Run", minutes: 32, calories: 310.5),
        Workout(id: 2, kind: "Swim", minutes: 45, calories: 402),
        Workout(id: 3, kind: "Run", minutes: 28, calories: 275.25),
        Workout(id: 4, kind: "Yoga", minutes: 60, calories: 180),
    ]

    var body: some View {
        let byKind = workouts.grouped()
        let longest = workouts.max(by: { $0.minutes < $1.minutes })
        VStack(alignment: .leading, spacing: 10) {
            Text("\(workouts.totalMinutes) minutes this week")
                .font(.title3.bold())
            ForEach(byKind.keys.sorted(), id: \.self) { kind in
                HStack {
                    Text(kind)
                    Spacer()
                    Text("\(byKind[kind] ?? 0) min")
                }
            }
            if let longest {
                Text("Longest: \(longest.kind), \(longest.calories.oneDecimal) kcal")
                    .font(.footnote)
            }
        }
        .padding()
    }
}

#Preview {
    WeeklySummary()
}
