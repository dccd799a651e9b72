import SwiftUI

struct Post: Identifiable {
    let id: Int
    let author: String
    let text: String
    let likes: Int
    let minutesAgo: Int

    var timestamp: String {
        switch minutesAgo {
        case ..<1: return "now"
        case 1..<60: return "\(minutesAgo)m"
        case 60..<(60 * 24): return "\(minutesAgo / 60)h"
        default: return "\(minutesAgo / (60 * 24))d"
        }
    }
}

extension Post {
    static let samples: [Post] = [
        Post(id: 1, author: "Ana", text: "Finally shipped the new onboarding 🎉", likes: 42, minutesAgo: 5),
        Post(id: 2, author: "Ben", text: "Does anyone have a good recipe for sourdough?", likes: 7, minutesAgo: 130),
        Post(id: 3, author: "Chen", text: "Sunset from the ferry", likes: 311, minutesAgo: 3_000),
    ]
}

struct PostView: View {
    let post: Post

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(post.author).bold()
                Text("· \(post.timestamp)")
                    .foregroundStyle(.secondary)
                Spacer()
                Image(systemName: "ellipsis")
            }
            Text(post.text)
            HStack(spacing: 4) {
                Image(systemName: "heart")
                Text("\(post.likes)")
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        .padding(.vertical, 8)
    }
}

struct FeedView: View {
    var posts: [Post] = Post.samples

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(posts) { post in
                    PostView(post: post)
                        .padding(.horizontal)
                    Divider()
                }
            }
        }
    }
}

#Preview {
    FeedView()
}
