import SwiftUI

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Chevron: Shape {
    var thickness: CGFloat = 0.3

    func path(in rect: CGRect) -> Path {
        Path { path in
            let inset = rect.width * thickness
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: rect.maxX - inset, y: rect.midY))
            path.addLine(to: CGPoint(x: 0, y: rect.maxY))
        }
    }
}

struct WarningSign: View {
    var size: CGFloat = 90

    var body: some View {
        HStack(spacing: 16) {
            ZStack {
                Triangle()
                    .fill(Color.yellow)
                Text("!")
                    .font(.title.bold())
                    .offset(y: size * 0.1)
            }
            .frame(width: size, height: size * 0.9)
            Chevron(thickness: 0.4)
                .stroke(Color.gray, lineWidth: 3)
                .frame(width: size / 3, height: size / 2)
        }
        .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    WarningSign()
}
