import SwiftUI

/// A capsule with a title in the package's font.
public struct GlyphBadge: View {
    let title: String

    public init(_ title: String) {
        GlyphFont.register()
        self.title = title
    }

    public var body: some View {
        Text(title)
            .font(.custom(GlyphFont.family, size: 20))
            .padding(8)
            .background(Capsule().fill(.blue))
    }
}
