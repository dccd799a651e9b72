import SwiftUI

struct MetricTile: View {
    let title: String
    let value: String
    let tint: Color
    private let compact: Bool

    init(_ title: String, value: Int, tint: Color = .blue, compact: Bool = false) {
        self.title = title
        self.value = value >= 1_000 ? "\(value / 1_000)k" : "\(value)"
        self.tint = tint
        self.compact = compact
    }

    var body: some View {
        VStack(spacing: compact ? 2 : 8) {
            Text(value)
                .font(compact ? .headline : .largeTitle)
                .foregroundStyle(tint)
            Text(title)
                .font(.caption)
        }
        .frame(width: compact ? 80 : 120, height: compact ? 60 : 100)
        .background(tint.opacity(0.1))
        .cornerRadius(12)
    }
}

struct MetricsGrid: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                MetricTile("Views", value: 12_480)
                MetricTile("Likes", value: 830, tint: .pink)
            }
            HStack(spacing: 12) {
                MetricTile("Saves", value: 51, tint: .orange, compact: true)
                MetricTile("Shares", value: 7, tint: .green, compact: true)
            }
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    MetricsGrid()
        .padding()
}
