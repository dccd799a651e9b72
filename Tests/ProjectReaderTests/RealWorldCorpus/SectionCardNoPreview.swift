import SwiftUI

// A container kept in an extension of the screen that uses it (the screen lives in another
// file), with no preview of its own: generic over its content, styled with a font and sizes of
// the app's design system, which is also another file.
extension SettingsScreen {
    struct SectionCard<Content: View>: View {
        let title: String
        var footnote: String?
        @ViewBuilder let content: () -> Content

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text(title.uppercased())
                    .font(.brandCaption(size: 13, weight: .semibold))
                    .foregroundStyle(.secondary)
                content()
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(DesignSystem.cardPadding)
                    .background(.quaternary.opacity(0.5), in: .rect(cornerRadius: 12))
                    .overlay(.separator, in: .rect(cornerRadius: 12).stroke(lineWidth: 1))
                if let footnote {
                    Text(footnote)
                        .font(DesignSystem.footnoteFont)
                }
            }
            .padding(.horizontal)
        }
    }
}
