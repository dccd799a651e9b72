// Seed 003 — Alexander Grebenyuk, "SwiftUI Layout System", "Environment": the stack spacing read
// from the environment. In a default preview the size category is "Large", so the spacing is 20.
import SwiftUI

struct ContentView: View {
    @Environment(\.sizeCategory) var sizeCategory

    var body: some View {
        // This is just an example.
        HStack(spacing: sizeCategory == .large ? 20 : 10) {
            Image("swiftui")
            Text("Lorem ipsum dolor sit amet, consectetur adipiscing elit.")
        }
    }
}

#Preview {
    ContentView()
}
