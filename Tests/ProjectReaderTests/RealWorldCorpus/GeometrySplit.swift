import SwiftUI

struct SplitBar: View {
    var fraction: CGFloat
    var height: CGFloat = 12

    var body: some View {
        GeometryReader { proxy in
            HStack(spacing: 0) {
                Rectangle()
                    .fill(Color.blue)
                    .frame(width: proxy.size.width * fraction)
                Rectangle()
                    .fill(Color.blue.opacity(0.2))
            }
        }
        .frame(height: height)
        .clipShape(Capsule())
    }
}

struct StorageView: View {
    let usedGB = 96.0
    let totalGB = 128.0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("iPhone Storage").font(.headline)
            SplitBar(fraction: usedGB / totalGB)
            Text("\(Int(usedGB)) GB of \(Int(totalGB)) GB used")
                .font(.caption)
        }
        .padding()
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 120)) {
    StorageView()
}
