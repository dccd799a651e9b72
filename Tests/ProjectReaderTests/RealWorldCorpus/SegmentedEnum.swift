import SwiftUI

enum TimeRange: String, CaseIterable, Identifiable {
    case day = "D"
    case week = "W"
    case month = "M"
    case year = "Y"

    var id: String { rawValue }

    var points: Int {
        switch self {
        case .day: 24
        case .week: 7
        case .month: 30
        case .year: 12
        }
    }
}

struct RangeSelector: View {
    @State private var selection: TimeRange = .week

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 4) {
                ForEach(TimeRange.allCases) { range in
                    Text(range.rawValue)
                        .font(.subheadline.weight(.medium))
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 6)
                        .background(selection == range ? Color.white : Color.clear)
                        .clipShape(RoundedRectangle(cornerRadius: 7))
                }
            }
            .padding(2)
            .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 9))
            Text("\(selection.points) data points")
                .font(.caption)
        }
        .padding()
    }
}

#Preview {
    RangeSelector()
}
