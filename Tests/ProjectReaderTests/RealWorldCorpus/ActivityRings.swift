import SwiftUI

struct ActivityRing: View {
    let progress: CGFloat
    let color: Color
    let size: CGFloat

    var body: some View {
        ZStack {
            Circle().stroke(color.opacity(0.2), lineWidth: size / 8)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: size / 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: size, height: size)
    }
}

struct ActivitySummary: View {
    let rings: [(String, CGFloat, Color)] = [("Move", 0.8, .red), ("Exercise", 0.45, .green), ("Stand", 1.0, .cyan)]

    var body: some View {
        HStack(spacing: 24) {
            ZStack {
                ForEach(Array(rings.enumerated()), id: \.offset) { index, ring in
                    ActivityRing(progress: ring.1, color: ring.2, size: 120 - CGFloat(index) * 32)
                }
            }
            VStack(alignment: .leading, spacing: 6) {
                ForEach(rings, id: \.0) { ring in
                    HStack {
                        Circle().fill(ring.2).frame(width: 8, height: 8)
                        Text(ring.0)
                        Text("\(Int(ring.1 * 100))%").bold()
                    }
                }
            }
        }
        .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) { ActivitySummary() }
