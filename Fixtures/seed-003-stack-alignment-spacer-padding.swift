// Seed 003 — Alexander Grebenyuk, "SwiftUI Layout System", "Stacks": the four tabs (Stack,
// Alignment, Spacer, Padding), each in the article's 320 x 70 preview layout.
import SwiftUI

// Tab "Stack": "By default, stack view uses .center alignment."
struct ContentView: View {
    var body: some View {
        VStack() {
            Text("Title")
                .font(.headline)
            Text("Subtitle")
                .font(.subheadline)
        }
    }
}

// Tab "Alignment": "pass .leading to the stack view initializer".
struct LeadingContentView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Title")
                .font(.headline)
            Text("Subtitle")
                .font(.subheadline)
        }
    }
}

// Tab "Spacer": "Spacer fills all the space on the right side of the horizontal stack view."
struct SpacerContentView: View {
    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("Title")
                    .font(.headline)
                Text("Subtitle")
                    .font(.subheadline)
            }
            Spacer()
        }
    }
}

// Tab "Padding": "add a bit of padding to text".
struct PaddingContentView: View {
    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("Title")
                    .font(.headline)
                Text("Subtitle")
                    .font(.subheadline)
            }.padding()
            Spacer()
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView().previewLayout(
            .fixed(width: 320, height: 70)
        )
        LeadingContentView().previewLayout(.fixed(width: 320, height: 70))
        SpacerContentView().previewLayout(.fixed(width: 320, height: 70))
        PaddingContentView().previewLayout(.fixed(width: 320, height: 70))
    }
}
