import Palette
import SwiftUI

/// The app's first screen: the palette's greeting (its `Localizable.strings`) over its swatch.
struct StudioHome: View {
    var body: some View {
        VStack(spacing: 8) {
            Text(PaletteStrings.greeting)
            Swatch()
        }
    }
}

#Preview {
    StudioHome()
}
