import SwiftUI

struct VerticalLabelStyle: LabelStyle {
    var spacing: CGFloat = 4

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: spacing) {
            configuration.icon
                .font(.title2)
            configuration.title
                .font(.caption2)
        }
    }
}

struct TabBarMock: View {
    let tabs: [(String, String)] = [
        ("Home", "house"),
        ("Search", "magnifyingglass"),
        ("Library", "books.vertical"),
        ("Profile", "person.crop.circle"),
    ]

    var body: some View {
        HStack {
            ForEach(tabs, id: \.0) { tab in
                Label(tab.0, systemImage: tab.1)
                    .labelStyle(VerticalLabelStyle(spacing: 6))
                    .frame(maxWidth: .infinity)
            }
        }
        .padding(.vertical, 8)
        .background(.bar)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    TabBarMock()
}
