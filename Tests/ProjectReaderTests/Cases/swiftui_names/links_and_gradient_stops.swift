// `Link(destination:label:)` with its label as a trailing closure, the Composable Architecture's
// `NavigationLink(state:label:)`, and `Gradient(stops:)` with stops written
// `.init(color:location:)` and `Gradient.Stop(color:location:)`: two texts and a 40 × 40 circle.
// source: a ninth sample of public view files (42 files of 5 app repositories kept outside the
// source: repository); Apple, `Link`, `Gradient.Stop`.
// expect: no diagnostic
// expect: Text.count == 2
// expect: Circle.size == 40×40
import SwiftUI
#Preview {
    VStack {
        Link(destination: URL(string: "https://example.com")!) { Text("Docs") }
        NavigationLink(state: 1) { Text("Next") }
        Circle().fill(RadialGradient(gradient: Gradient(stops: [
            .init(color: .white, location: 0),
            Gradient.Stop(color: .black, location: 1),
        ]), center: .center, startRadius: 0, endRadius: 20))
        .frame(width: 40, height: 40)
    }
}
