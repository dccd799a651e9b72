import SwiftUI

extension Color {
    init(hex: String) {
        let cleaned = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var value: UInt64 = 0
        Scanner(string: cleaned).scanHexInt64(&value)
        let r, g, b: UInt64
        switch cleaned.count {
        case 3:
            (r, g, b) = ((value >> 8) * 17, (value >> 4 & 0xF) * 17, (value & 0xF) * 17)
        case 6:
            (r, g, b) = (value >> 16, value >> 8 & 0xFF, value & 0xFF)
        default:
            (r, g, b) = (0, 0, 0)
        }
        self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: 1)
    }
}

struct PaletteRow: View {
    let hexes = ["#FF6B6B", "#4ECDC4", "#FFE66D", "#1A535C", "F7FFF7"]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(hexes, id: \.self) { hex in
                Rectangle()
                    .fill(Color(hex: hex))
                    .frame(width: 50, height: 80)
                    .overlay(alignment: .bottom) {
                        Text(hex.replacingOccurrences(of: "#", with: ""))
                            .font(.caption2)
                            .padding(4)
                    }
            }
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    PaletteRow()
}
