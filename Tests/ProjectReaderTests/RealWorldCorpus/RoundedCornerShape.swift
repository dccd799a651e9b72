import SwiftUI

struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
    }
}

struct SheetHeader: View {
    var title: String
    var body: some View {
        VStack(spacing: 12) {
            Capsule()
                .fill(Color.secondary)
                .frame(width: 36, height: 5)
            Text(title).font(.headline)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 12)
        .background(Color.white)
        .cornerRadius(20, corners: [.topLeft, .topRight])
    }
}

#Preview {
    SheetHeader(title: "Filters")
        .background(Color.black.opacity(0.3))
}
