// Seed 003 — Alexander Grebenyuk, "SwiftUI Layout System", "Layout Basics": the file Xcode
// generates for a new SwiftUI view. No traits: laid out in the default device canvas.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello World")
    }
}

#Preview {
    ContentView()
}
