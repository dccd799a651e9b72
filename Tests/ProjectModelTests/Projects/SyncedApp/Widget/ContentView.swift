import SwiftUI

/// The widget's own ContentView: the app has one too, in another module.
struct ContentView: View {
    var body: some View {
        Text("Glance").foregroundStyle(Theme.accent)
    }
}
