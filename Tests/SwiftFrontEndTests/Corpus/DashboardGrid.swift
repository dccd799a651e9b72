import SwiftUI

infix operator ±: AdditionPrecedence

func ± (value: Double, delta: Double) -> ClosedRange<Double> {
    (value - delta)...(value + delta)
}

extension VerticalAlignment {
    private enum BadgeCenter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[VerticalAlignment.center]
        }
    }

    static let badgeCenter = VerticalAlignment(BadgeCenter.self)
}

extension Collection where Element: BinaryFloatingPoint {
    var average: Element {
        isEmpty ? 0 : reduce(0, +) / Element(count)
    }
}

struct MetricTile: View {
    let title: String
    let values: [Double]
    var accent: Color = .blue

    private var range: ClosedRange<Double> { values.average ± 2.5 }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .badgeCenter) {
                Text(title)
                    .font(.headline)
                    .alignmentGuide(.badgeCenter) { $0[.bottom] }
                Spacer(minLength: 4)
                Circle()
                    .fill(accent)
                    .frame(width: 8, height: 8)
            }
            Text(String(format: "%.1f", values.average))
                .font(.system(size: 28, weight: .bold, design: .rounded))
            Text("\(range.lowerBound, specifier: "%.1f") – \(range.upperBound, specifier: "%.1f")")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(12)
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 10, style: .continuous))
    }
}

struct DashboardGrid: View {
    private let columns = [GridItem(.adaptive(minimum: 140), spacing: 12)]
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        ViewThatFits(in: .horizontal) {
            LazyVGrid(columns: columns, spacing: 12) {
                MetricTile(title: "Heart rate", values: [62, 64, 71], accent: .red)
                MetricTile(title: "Steps", values: [8_200, 9_450.5], accent: .green)
                MetricTile(title: "Sleep", values: [7.2, 6.9, 8.1])
            }
            GeometryReader { proxy in
                let width = max(proxy.size.width - 24, 0)
                VStack {
                    MetricTile(title: "Heart rate", values: [62, 64])
                        .frame(width: width)
                }
                .frame(maxWidth: .infinity)
            }
        }
        .padding(sizeClass == .compact ? 12 : 24)
    }
}

#Preview("Dashboard", traits: .sizeThatFitsLayout) {
    DashboardGrid()
}
