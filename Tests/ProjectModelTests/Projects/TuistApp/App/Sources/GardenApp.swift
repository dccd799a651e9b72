import SwiftUI
import GardenKit

@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 8) {
            PlantCard(name: "Fern")
            PlantCard(name: "Moss")
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 120)) {
    ContentView()
}
