import SwiftUI

/// A swatch as wide as its colour's red component says (0.5 × 100 = 50 points): in this
/// package `Color` is its own alias.
public struct FeatherSwatch: View {
    public init() {}

    public var body: some View {
        let tint = Color(red: 0.5, green: 0.2, blue: 0.1)
        SwiftUI.Color.red.frame(width: tint.red * 100, height: 10)
    }
}

#Preview("Feather") { FeatherSwatch() }
