import SwiftUI

struct Card<Content: View>: View {
    var title: String
    var systemImage: String?
    @ViewBuilder var content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 6) {
                if let systemImage {
                    Image(systemName: systemImage)
                }
                Text(title)
                    .font(.headline)
            }
            content()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 20).fill(Color(.systemGray6)))
    }
}

struct DashboardCards: View {
    var body: some View {
        VStack(spacing: 16) {
            Card(title: "Steps", systemImage: "figure.walk") {
                Text("8 412")
                    .font(.system(size: 34, weight: .bold, design: .rounded))
            }
            Card(title: "Sleep") {
                HStack(alignment: .firstTextBaseline) {
                    Text("7").font(.title)
                    Text("h")
                    Text("32").font(.title)
                    Text("min")
                }
            }
        }
        .padding()
    }
}

#Preview {
    DashboardCards()
}
