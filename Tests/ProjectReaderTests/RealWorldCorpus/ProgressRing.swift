import SwiftUI

struct ProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 10
    var diameter: CGFloat = 120

    private var clamped: Double { min(max(progress, 0), 1) }

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: clamped)
                .stroke(Color.green, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            VStack(spacing: 0) {
                Text("\(Int(clamped * 100))%")
                    .font(.title.bold())
                Text("of goal")
                    .font(.caption)
            }
        }
        .frame(width: diameter, height: diameter)
        .padding(lineWidth / 2)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    HStack(spacing: 20) {
        ProgressRing(progress: 0.25, diameter: 80)
        ProgressRing(progress: 1.3)
    }
    .padding()
}
