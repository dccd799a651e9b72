import SwiftUI

extension Color {
    static let brand = Color(red: 0.36, green: 0.25, blue: 0.83)
    static let brandLight = Color(red: 0.89, green: 0.86, blue: 0.98)
    static let ink = Color(white: 0.1)
}

extension CGFloat {
    static let cornerRadius: CGFloat = 14
    static let gutter: CGFloat = 20
}

struct BrandBanner: View {
    var title: String
    var subtitle: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.headline)
                .foregroundStyle(Color.ink)
            Text(subtitle)
                .font(.subheadline)
                .foregroundStyle(Color.brand)
        }
        .padding(.gutter)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.brandLight)
        .clipShape(RoundedRectangle(cornerRadius: .cornerRadius))
        .padding(.horizontal, .gutter)
    }
}

#Preview {
    BrandBanner(title: "Welcome back", subtitle: "You have 3 new messages")
}
