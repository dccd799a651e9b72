import SwiftUI

struct TermsFooter: View {
    var appName = "Lumen"
    var year = 2024

    var body: some View {
        VStack(spacing: 8) {
            (Text("By continuing you agree to ")
                + Text("the Terms").bold()
                + Text(" and ")
                + Text("Privacy Policy").underline())
                .font(.footnote)
                .multilineTextAlignment(.center)
            Text(verbatim: "© \(year) \(appName) Inc.")
                .font(.caption2)
                .foregroundStyle(.tertiary)
        }
        .padding(.horizontal, 40)
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 120)) {
    TermsFooter()
}
