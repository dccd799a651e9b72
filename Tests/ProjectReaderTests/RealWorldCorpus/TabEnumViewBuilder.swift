import SwiftUI

enum SidebarItem: String, CaseIterable, Identifiable {
    case inbox, drafts, sent, archive

    var id: Self { self }

    var icon: String {
        switch self {
        case .inbox: "tray"
        case .drafts: "doc"
        case .sent: "paperplane"
        case .archive: "archivebox"
        }
    }

    var count: Int? {
        switch self {
        case .inbox: 12
        case .drafts: 2
        default: nil
        }
    }
}

struct Sidebar: View {
    var selection: SidebarItem = .inbox

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(SidebarItem.allCases) { item in
                row(for: item)
                    .background(item == selection ? Color.accentColor.opacity(0.15) : .clear)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
            }
        }
        .frame(width: 220)
        .padding(8)
    }

    @ViewBuilder
    func row(for item: SidebarItem) -> some View {
        HStack {
            Image(systemName: item.icon)
                .frame(width: 24)
            Text(item.rawValue.capitalized)
            Spacer()
            if let count = item.count {
                Text("\(count)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 8)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    Sidebar(selection: .drafts)
}
