import SwiftUI
import Palette

/// A plant's name on the leaf colour.
public struct PlantCard: View {
    let name: String

    public init(name: String) { self.name = name }

    public var body: some View {
        Text(name)
            .frame(width: 80, height: 30)
            .background(Palette.leaf)
    }
}
