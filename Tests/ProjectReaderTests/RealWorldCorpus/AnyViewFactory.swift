import SwiftUI

enum Block {
    case heading(String)
    case paragraph(String)
    case image(name: String, height: CGFloat)
    case divider
}

struct BlockRenderer {
    static func view(for block: Block) -> AnyView {
        switch block {
        case .heading(let text):
            return AnyView(Text(text).font(.title2.bold()))
        case .paragraph(let text):
            return AnyView(Text(text).font(.body))
        case let .image(name, height):
            return AnyView(
                Rectangle()
                    .fill(Color.gray.opacity(0.3))
                    .frame(height: height)
                    .overlay(Text(name).font(.caption))
            )
        case .divider:
            return AnyView(Divider())
        }
    }
}

struct ArticleView: View {
    let blocks: [Block] = [
        .heading("Spring in the valley"),
        .paragraph("The almond trees bloom first, then everything else follows."),
        .image(name: "valley.jpg", height: 180),
        .divider,
        .paragraph("Photos by the author."),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(blocks.indices, id: \.self) { index in
                BlockRenderer.view(for: blocks[index])
            }
        }
        .padding()
    }
}

#Preview {
    ArticleView()
}
