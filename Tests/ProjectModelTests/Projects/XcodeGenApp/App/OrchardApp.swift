import SwiftUI
import OrchardKit

@main
struct OrchardApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

struct ContentView: View {
    var body: some View {
        HStack(spacing: 10) {
            FruitBadge(name: "Pear")
            FruitBadge(name: "Plum")
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 60)) {
    ContentView()
}
