import SwiftUI

// A news card as blog samples write it: a remote cover image with a placeholder, a share button,
// and a clock line that refreshes every minute.
struct Article: Identifiable {
    let id = UUID()
    let title: String
    let coverURL: URL?
}

struct RemoteArticleCard: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            AsyncImage(url: article.coverURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Color.gray.opacity(0.2)
            }
            .frame(height: 160)
            .clipShape(RoundedRectangle(cornerRadius: 12))

            Text(article.title)
                .font(.title3.bold())

            HStack {
                TimelineView(.everyMinute) { context in
                    Text(context.date, style: .time)
                        .font(.caption)
                }
                Spacer()
                ShareLink(item: article.title)
            }
        }
        .padding()
    }
}

#Preview {
    RemoteArticleCard(article: Article(title: "Layout, explained", coverURL: URL(string: "https://example.com/cover.jpg")))
}
