import SwiftUI

struct Tag: Hashable {
    let name: String
    var selected: Bool
}

struct ChipView: View {
    let tag: Tag

    var body: some View {
        Text(tag.name)
            .font(.subheadline)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .foregroundStyle(tag.selected ? .white : .primary)
            .background {
                Capsule()
                    .fill(tag.selected ? Color.accentColor : Color.gray.opacity(0.15))
            }
    }
}

struct ChipRows: View {
    @State private var tags = ["Swift", "SwiftUI", "Layout", "Combine", "Concurrency", "Testing"]
        .enumerated()
        .map { Tag(name: $0.element, selected: $0.offset % 2 == 0) }

    var rows: [[Tag]] {
        stride(from: 0, to: tags.count, by: 3).map { start in
            Array(tags[start..<min(start + 3, tags.count)])
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(rows, id: \.self) { row in
                HStack(spacing: 8) {
                    ForEach(row, id: \.name) { tag in
                        ChipView(tag: tag)
                    }
                }
            }
        }
        .padding()
    }
}

#Preview {
    ChipRows()
}
