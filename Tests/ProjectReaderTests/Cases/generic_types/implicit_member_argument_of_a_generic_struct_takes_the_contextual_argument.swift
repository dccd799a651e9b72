// A generic struct made by its memberwise initializer under a contextual type that names its
// argument (`[Choice<Shade>]`, `Choice<Shade>`) binds the parameter `ID` to `Shade`, so the
// implicit member `.dark` given for `id: ID` is `Shade.dark`: the comparisons below are true for
// the second choice and for `one`.
// source: The Swift Programming Language, "Generics" (type parameters inferred from the context)
// source: and "Implicit Member Expression" (the member is looked up in the contextual type);
// source: the shape (a segmented picker's items, `[SegmentedSelectionItem<AppColorScheme>]` made
// source: with `id: .light`) from a public party-game app. Widths: a match 30, else 10.
// expect: no diagnostic
// expect: Color[*].width == [30, 10, 30]
import SwiftUI

enum Shade: Hashable { case light, dark }

struct Choice<ID: Hashable> {
    let id: ID
    let title: String
}

struct ShadePicker: View {
    private var items: [Choice<Shade>] {
        [
            Choice(id: .light, title: "Light"),
            Choice(id: .dark, title: "Dark"),
        ]
    }

    var body: some View {
        let one: Choice<Shade> = Choice(id: .dark, title: "Dark")
        HStack {
            Color.blue.frame(width: one.id == .dark ? 30 : 10, height: 10)
            ForEach(items, id: \.title) { item in
                Color.blue.frame(width: item.id == .light ? 10 : 30, height: 10)
            }
        }
    }
}

#Preview {
    ShadePicker()
}
