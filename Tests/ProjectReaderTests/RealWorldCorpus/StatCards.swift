import SwiftUI

struct Stat: Identifiable {
    var id: String { title }
    let title: String
    let value: Double
    let unit: String
}

struct StatCard: View {
    let stat: Stat

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(stat.title.uppercased())
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(String(format: "%.1f", stat.value))
                .font(.title.weight(.semibold))
            Text(stat.unit)
                .font(.footnote)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(12)
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

struct StatsRow: View {
    let stats = [
        Stat(title: "Distance", value: 5.27, unit: "km"),
        Stat(title: "Pace", value: 5.5, unit: "min/km"),
        Stat(title: "Heart", value: 142, unit: "bpm"),
    ]

    var body: some View {
        HStack(spacing: 10) {
            ForEach(stats) { stat in
                StatCard(stat: stat)
            }
        }
        .padding()
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 200)) {
    StatsRow()
}
