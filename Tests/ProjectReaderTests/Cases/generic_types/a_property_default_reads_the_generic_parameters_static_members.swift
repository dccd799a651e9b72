// A generic view's stored property defaults to its generic parameter's `allCases`
// (`@State private var tags = Kind.allCases.map { … }`): the parameter is the type the view is
// made with, written (`ChipRow<Fruit>(…)`, `ChipRow<Size>(…)`), before the initial values run.
// source: The Swift Programming Language, "Generics" (a type parameter is replaced with an actual
// source: type each time the type is used); swiftc 6 prints ["apple", "pear", "plum"] and
// source: ["small", "large"] for the same struct made with each type.
// expect: no warning
// expect: Text[*].text == ["apple", "pear", "plum", "small", "large"]
import SwiftUI

protocol ChipKind: CaseIterable, Hashable {
    var title: String { get }
}

enum Fruit: String, ChipKind {
    case apple, pear, plum
    var title: String { rawValue }
}

enum Size: String, ChipKind {
    case small, large
    var title: String { rawValue }
}

struct ChipRow<Kind: ChipKind>: View {
    @Binding var selected: [Kind]
    @State private var titles = Kind.allCases.map { $0.title }

    var body: some View {
        HStack {
            ForEach(titles, id: \.self) { title in
                Text(title)
            }
        }
    }
}

#Preview {
    VStack {
        ChipRow<Fruit>(selected: .constant([]))
        ChipRow<Size>(selected: .constant([.small]))
    }
}
