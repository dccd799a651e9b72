import SwiftUI

func weekBars(values: [Double], maxHeight: CGFloat) -> [CGFloat] {
    guard let peak = values.max(), peak > 0 else {
        return Array(repeating: 0, count: values.count)
    }
    var heights: [CGFloat] = []
    for value in values {
        heights.append(CGFloat(value / peak) * maxHeight)
    }
    return heights
}

struct BarChart: View {
    let values: [Double]
    let labels = ["M", "T", "W", "T", "F", "S", "S"]
    var maxHeight: CGFloat = 120

    var body: some View {
        let heights = weekBars(values: values, maxHeight: maxHeight)
        HStack(alignment: .bottom, spacing: 8) {
            ForEach(Array(heights.enumerated()), id: \.offset) { index, height in
                VStack(spacing: 4) {
                    RoundedRectangle(cornerRadius: 4)
                        .fill(index == 3 ? Color.orange : Color.blue)
                        .frame(width: 24, height: height)
                    Text(labels[index])
                        .font(.caption)
                }
            }
        }
        .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    BarChart(values: [3, 6, 4, 12, 9, 2, 5])
}
