import SwiftUI

struct Segment: Identifiable {
    var id: String { label }
    let label: String
    let value: Double
    let color: Color
}

struct StackedBar: View {
    let segments: [Segment]
    var height: CGFloat = 16
    var width: CGFloat = 300

    private var total: Double { segments.map(\.value).reduce(0, +) }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 0) {
                ForEach(segments) { segment in
                    Rectangle()
                        .fill(segment.color)
                        .frame(width: width * segment.value / total)
                }
            }
            .frame(width: width, height: height)
            .clipShape(RoundedRectangle(cornerRadius: height / 2))
            HStack(spacing: 12) {
                ForEach(segments) { segment in
                    Label {
                        Text("\(segment.label) \(Int((segment.value / total * 100).rounded()))%")
                    } icon: {
                        Circle().fill(segment.color).frame(width: 8, height: 8)
                    }
                    .font(.caption)
                }
            }
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    StackedBar(segments: [
        Segment(label: "Apps", value: 45, color: .blue),
        Segment(label: "Photos", value: 30, color: .orange),
        Segment(label: "System", value: 25, color: .gray),
    ])
    .padding()
}
