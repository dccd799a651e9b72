import SwiftUI

extension View {
    @ViewBuilder
    func badge(count: Int) -> some View {
        if count > 0 {
            overlay(alignment: .topTrailing) {
                Text(count > 99 ? "99+" : "\(count)")
                    .font(.caption2.bold())
                    .foregroundStyle(.white)
                    .padding(.horizontal, 5)
                    .padding(.vertical, 2)
                    .background(Color.red, in: Capsule())
                    .offset(x: 8, y: -8)
            }
        } else {
            self
        }
    }

    func hidden(_ isHidden: Bool) -> some View {
        opacity(isHidden ? 0 : 1)
    }
}

struct InboxIcons: View {
    var unread = 3
    var mentions = 120

    var body: some View {
        HStack(spacing: 32) {
            Image(systemName: "tray")
                .font(.title)
                .badge(count: unread)
            Image(systemName: "at")
                .font(.title)
                .badge(count: mentions)
            Image(systemName: "star")
                .font(.title)
                .badge(count: 0)
        }
        .padding(24)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    InboxIcons()
}
