// Seed 003 — Alexander Grebenyuk, "SwiftUI Layout System", "Stack Layout Process": an 80x80
// image and two texts in an HStack with spacing 10, at 230 x 120 ("Top") and 340 x 180 ("Bottom").
// At 230: 230 - 10 * 2 = 210; 210 / 3 = 70 is proposed to the image, which stays 80; 210 - 80 = 130;
// 130 / 2 = 65 to each text.
import SwiftUI

struct ContentView: View {
    var body: some View {
        HStack(spacing: 10) {
            Image("swiftui")
                .border(Color.red)
            Text("Lorem ipsum dolor sit amet, consectetur adipiscing elit. Praesent et ipsum nulla. In nec nisl nunc. Nulla lectus sem, vulputate non dolor nec, tristique pulvinar felis.")
                .border(Color.green)
            Text("Lorem ipsum dolor sit amet, consectetur adipiscing elit.")
                .border(Color.blue)
        }
    }
}

struct Frame_Previews: PreviewProvider {
    static var previews: some View {
        // Top: 230x120
        ContentView().previewLayout(.fixed(width: 230, height: 120))
        // Bottom: 340x180
        ContentView().previewLayout(.fixed(width: 340, height: 180))
    }
}
