import SwiftUI
import DesignKit
import NukeUI

struct ContentView: View {
    var body: some View {
        Card(title: "Today") {
            Badge(count: Drink.samples.count)
        }
        .foregroundStyle(Theme.accent)
    }
}

#Preview { ContentView() }
