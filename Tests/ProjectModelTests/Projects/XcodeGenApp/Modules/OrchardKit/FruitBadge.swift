import SwiftUI
import Palette

/// A fruit's name on the leaf colour.
public struct FruitBadge: View {
    let name: String

    public init(name: String) { self.name = name }

    public var body: some View {
        Text(name)
            .frame(width: 60, height: 24)
            .background(Palette.leaf)
    }
}
