import SwiftUI

// An app screen as it sits in its project: the header view, the session store, the feed model,
// the brand colour and the `cardShadow()` modifier all live in other files of the app.
struct ProfileScreen: View {
    @EnvironmentObject var session: SessionStore
    @StateObject private var feed = FeedViewModel()
    let username: String

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ProfileHeader(name: username)
            Text(username)
                .font(.headline)
                .foregroundStyle(Color.brandPrimary)
            Divider()
            Text("Recent posts")
                .cardShadow()
        }
        .padding()
        .task {
            await feed.load(for: username)
        }
    }
}

#Preview {
    ProfileScreen(username: "mira")
        .environmentObject(SessionStore.preview)
}
