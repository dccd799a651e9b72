import SwiftUI

struct OnboardingPage {
    let symbol: String
    let title: String
    let body: String
}

struct OnboardingView: View {
    private let pages = [
        OnboardingPage(symbol: "sparkles", title: "Welcome", body: "Track habits without the guilt."),
        OnboardingPage(symbol: "bell.badge", title: "Reminders", body: "Gentle nudges at the right time."),
        OnboardingPage(symbol: "chart.bar", title: "Progress", body: "See how far you have come."),
    ]
    @State private var index = 1

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            let page = pages[index]
            Image(systemName: page.symbol)
                .font(.system(size: 56))
                .foregroundStyle(.tint)
            Text(page.title)
                .font(.title.bold())
            Text(page.body)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
            Spacer()
            HStack(spacing: 8) {
                ForEach(pages.indices, id: \.self) { i in
                    Circle()
                        .fill(i == index ? Color.primary : Color.secondary.opacity(0.3))
                        .frame(width: 8, height: 8)
                }
            }
            Button(index == pages.count - 1 ? "Get started" : "Next") {
                withAnimation { index = min(index + 1, pages.count - 1) }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(32)
    }
}

#Preview {
    OnboardingView()
}
