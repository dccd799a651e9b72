import SwiftUI

/// A square swatch standing in for the drink's photo.
struct Thumbnail: View {
    var side: CGFloat = Metrics.thumbnail

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color.brand)
            .frame(width: side, height: side)
    }
}
