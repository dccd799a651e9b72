import SwiftUI

/// A trail's summary card. Its map, colour and strings are the package's own resources, so every
/// lookup names the package's bundle.
public struct TrailCard: View {
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image("TrailMap", bundle: .module)
            Text("title", bundle: .module)
                .font(.headline)
            Text(String(localized: "distance", bundle: .module))
            Text(NSLocalizedString("difficulty", bundle: .module, comment: "How hard the trail is"))
        }
        .padding()
        .background(Color("Sunrise", bundle: .module))
    }
}

#Preview("Card") {
    TrailCard()
}
