import SwiftUI

enum LoadState<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(String)
}

struct Article {
    let headline: String
    let wordCount: Int
}

struct ArticleStatusView: View {
    let state: LoadState<Article>

    var body: some View {
        Group {
            switch state {
            case .idle:
                Text("Pull to refresh")
            case .loading:
                ProgressView("Loading…")
            case .loaded(let article) where article.wordCount > 1000:
                VStack(alignment: .leading) {
                    Text(article.headline).font(.headline)
                    Text("Long read · \(article.wordCount / 200) min")
                }
            case .loaded(let article):
                Text(article.headline).font(.headline)
            case .failed(let message):
                Label(message, systemImage: "exclamationmark.triangle")
                    .foregroundStyle(.red)
            }
        }
        .padding()
    }
}

#Preview("Idle", traits: .sizeThatFitsLayout) {
    ArticleStatusView(state: .idle)
}

#Preview("Long", traits: .sizeThatFitsLayout) {
    ArticleStatusView(state: .loaded(Article(headline: "The quiet return of trams", wordCount: 2_400)))
}

#Preview("Failed", traits: .sizeThatFitsLayout) {
    ArticleStatusView(state: .failed("No connection"))
}
