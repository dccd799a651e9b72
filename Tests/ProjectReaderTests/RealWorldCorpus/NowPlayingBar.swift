import SwiftUI

struct PlaylistItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var artist: String
    var seconds: Int

    var duration: String {
        String(format: "%d:%02d", seconds / 60, seconds % 60)
    }
}

struct NowPlayingBar: View {
    var item: PlaylistItem?
    var progress: Double = 0.35

    var body: some View {
        if let item {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 6)
                    .fill(LinearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom))
                    .frame(width: 44, height: 44)
                VStack(alignment: .leading, spacing: 2) {
                    Text(item.title).font(.subheadline.bold()).lineLimit(1)
                    Text(item.artist).font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                Text(item.duration).font(.caption.monospacedDigit())
                Image(systemName: "pause.fill")
            }
            .padding(.horizontal)
            .frame(height: 64)
            .background(alignment: .bottom) {
                GeometryReader { proxy in
                    Rectangle()
                        .fill(Color.accentColor)
                        .frame(width: proxy.size.width * progress, height: 2)
                }
                .frame(height: 2)
            }
        } else {
            EmptyView()
        }
    }
}

#Preview("Playing", traits: .sizeThatFitsLayout) {
    NowPlayingBar(item: PlaylistItem(id: 1, title: "Harvest Moon", artist: "Neil Young", seconds: 303))
}

#Preview("Nothing") {
    NowPlayingBar(item: nil)
}
