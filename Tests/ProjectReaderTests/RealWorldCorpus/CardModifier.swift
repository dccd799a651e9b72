import SwiftUI

struct CardStyle: ViewModifier {
    var cornerRadius: CGFloat = 16
    var padding: CGFloat = 16

    func body(content: Content) -> some View {
        content
            .padding(padding)
            .background(.background)
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
            .shadow(color: .black.opacity(0.1), radius: 8, x: 0, y: 4)
    }
}

extension View {
    func cardStyle(padding: CGFloat = 16) -> some View {
        modifier(CardStyle(padding: padding))
    }
}

struct RecipeCard: View {
    let title: String
    let minutes: Int
    let servings: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(title)
                .font(.title3.bold())
            HStack {
                Label("\(minutes) min", systemImage: "clock")
                Spacer()
                Label("\(servings) servings", systemImage: "person.2")
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
        .cardStyle(padding: 20)
        .padding()
    }
}

#Preview {
    RecipeCard(title: "Lemon risotto", minutes: 35, servings: 4)
}
