// Seed 003 — Alexander Grebenyuk, "SwiftUI Layout System", "Stack Layout Process": two 80x80
// images (Assets/swiftui.png) in an HStack with spacing 10: "The size of the stack itself, with
// spacing 10, is always going to be 170x80, regardless of the size of its parent."
// The article's previews are the comments "Top: 200 x 140" and "Bottom: 140 x 140".
import SwiftUI

struct ContentView: View {
    var body: some View {
        HStack(spacing: 10) {
            Image("swiftui")
            Image("swiftui")

        }
    }
}

struct Frame_Previews: PreviewProvider {
    static var previews: some View {
        // Top: 200 x 140
        ContentView().previewLayout(.fixed(width: 200, height: 140))
        // Bottom: 140 x 140
        ContentView().previewLayout(.fixed(width: 140, height: 140))
    }
}
