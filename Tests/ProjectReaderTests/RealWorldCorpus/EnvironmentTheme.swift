import SwiftUI

struct Theme {
    var accent: Color
    var spacing: CGFloat
    var cornerRadius: CGFloat

    static let standard = Theme(accent: .blue, spacing: 12, cornerRadius: 10)
    static let roomy = Theme(accent: .purple, spacing: 24, cornerRadius: 18)
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.standard
}

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

struct ThemedTile: View {
    @Environment(\.theme) private var theme
    let text: String

    var body: some View {
        Text(text)
            .padding(theme.spacing)
            .background(theme.accent.opacity(0.15))
            .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius))
    }
}

struct ThemedStack: View {
    @Environment(\.theme) private var theme

    var body: some View {
        VStack(spacing: theme.spacing) {
            ThemedTile(text: "One")
            ThemedTile(text: "Two")
        }
    }
}

#Preview("Standard", traits: .sizeThatFitsLayout) {
    ThemedStack()
}

#Preview("Roomy", traits: .sizeThatFitsLayout) {
    ThemedStack()
        .environment(\.theme, .roomy)
}
