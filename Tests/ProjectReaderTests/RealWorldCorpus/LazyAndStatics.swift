import SwiftUI

struct Palette {
    static let shared = Palette()
    static var count: Int { shared.colors.count }

    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]
    lazy var reversed: [Color] = colors.reversed()

    func color(at index: Int) -> Color {
        colors[index % colors.count]
    }
}

struct SwatchStrip: View {
    var columns = 6
    var side: CGFloat = 30

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<columns, id: \.self) { index in
                Palette.shared.color(at: index)
                    .frame(width: side, height: side)
            }
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    VStack(spacing: 4) {
        SwatchStrip()
        SwatchStrip(columns: Palette.count * 2, side: 15)
    }
}
