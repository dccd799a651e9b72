// `extension Font { init(_ descriptor: TypeDescriptor) }`, a design system's typography value
// turned into a font: SwiftUI's `Font` has its own unlabelled `init(_:)` (of a `CTFont`), and
// labels alone chose that one, which took no `TypeDescriptor`. Swift chooses by the argument's
// type: no library initializer takes the program's struct, so the extension's runs, making the
// 24-pt custom font the descriptor describes.
// source: The Swift Programming Language, "Initializers" (initializers are told apart by the
// source: names and types of their parameters); Apple docs, `Font.init(_: CTFont)`. The shape is
// source: a reading app's `Font(style.fontDescriptor)`. Size: the descriptor's 24 pt as written;
// source: width by the test measurer's 0.5 em per character: "Read" 4 × 12 = 48.
// expect: no error
// expect: Text.fontSize == 24
// expect: Text.width == 48
import SwiftUI

struct TypeDescriptor {
    let familyName: String
    let size: Double
    let weight: Weight

    enum Weight { case regular, bold }
}

extension Font.Weight {
    init(_ weight: TypeDescriptor.Weight) {
        switch weight {
        case .regular: self = .regular
        case .bold: self = .bold
        }
    }
}

extension Font {
    init(_ descriptor: TypeDescriptor) {
        self = .custom(descriptor.familyName, size: CGFloat(descriptor.size))
            .weight(Weight(descriptor.weight))
    }
}

struct ReadButtonLabel: View {
    let descriptor = TypeDescriptor(familyName: "Graphik", size: 24, weight: .bold)

    var body: some View {
        Text("Read")
            .font(Font(descriptor))
    }
}

#Preview { ReadButtonLabel() }
