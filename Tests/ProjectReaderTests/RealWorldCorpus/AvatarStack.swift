import SwiftUI

struct Avatar: View {
    let name: String
    var size: CGFloat = 40

    private var initials: String {
        let parts = name.components(separatedBy: " ")
        let letters = parts.prefix(2).compactMap { $0.first.map(String.init) }
        return letters.joined().uppercased()
    }

    private var background: Color {
        let palette: [Color] = [.red, .orange, .green, .blue, .purple]
        let index = abs(name.hashValue) % palette.count
        return palette[index]
    }

    var body: some View {
        Text(initials)
            .font(.system(size: size * 0.4, weight: .semibold, design: .rounded))
            .foregroundColor(.white)
            .frame(width: size, height: size)
            .background(Circle().fill(background))
    }
}

struct AvatarStack: View {
    let names: [String]
    var body: some View {
        HStack(spacing: -12) {
            ForEach(names.prefix(3), id: \.self) { Avatar(name: $0).overlay(Circle().stroke(.white, lineWidth: 2)) }
            if names.count > 3 {
                Text("+\(names.count - 3)")
                    .font(.caption.bold())
                    .frame(width: 40, height: 40)
                    .background(Circle().fill(Color.gray.opacity(0.3)))
            }
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    AvatarStack(names: ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Linus Torvalds", "Margaret Hamilton"])
        .padding()
}
