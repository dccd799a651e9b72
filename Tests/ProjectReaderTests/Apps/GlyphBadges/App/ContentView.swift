import GlyphKit
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 0) {
            GlyphBadge("New")
            Text(GlyphFont.greeting)
            Text(appGreeting)
        }
    }

    /// The app's own file of the same name: `Bundle.main` is the app's bundle.
    private var appGreeting: String {
        guard let url = Bundle.main.url(forResource: "greeting", withExtension: "txt") else { return "missing" }
        return (try? String(contentsOf: url, encoding: .utf8)) ?? "unreadable"
    }
}

#Preview {
    ContentView()
}
