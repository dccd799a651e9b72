import SwiftUI

// A feed as apps write it: a plain List of posts built with ForEach over a model array, under an
// inline navigation title. LayoutLens fixture (issue 14); the numbers it checks are in
// FixtureProvenanceTests.

struct Post: Identifiable {
    let id: Int
    let author: String
    let text: String
}

struct PostRow: View {
    let post: Post

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(.blue)
                .frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 4) {
                Text(post.author)
                    .font(.headline)
                Text(post.text)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct FeedScreen: View {
    let posts = [
        Post(id: 1, author: "Ada", text: "Shipped the new layout engine today."),
        Post(id: 2, author: "Grace", text: "Lists propose each row the row width."),
        Post(id: 3, author: "Linus", text: "Short one."),
    ]

    var body: some View {
        NavigationStack {
            List(posts) { post in
                PostRow(post: post)
            }
            .listStyle(.plain)
            .navigationTitle("Feed")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview("Feed") {
    FeedScreen()
}
