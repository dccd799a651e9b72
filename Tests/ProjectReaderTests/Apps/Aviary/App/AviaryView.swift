import SwiftUI
import Plumage

/// This file imports the package, so its swatch is in reach; it names no bare `Color`, which
/// swiftc would call ambiguous here.
struct AviaryView: View {
    var body: some View {
        VStack(spacing: 0) {
            FeatherSwatch()
            PerchView()
        }
    }
}

#Preview("Aviary") { AviaryView() }
