// `Picker(title, sources: items, selection: $choice)` with no content closure: SwiftUI's own
// `init(_:sources:selection:content:)` needs `content:`, so Swift calls the app's extension
// initializer taking `(_:sources:selection:)`, its `noneStyle:` default filling the rest; that
// one delegates to SwiftUI's `init(_:selection:content:)` with a trailing closure of rows.
// source: The Swift Programming Language, "Default Parameter Values" and "Initializers" (an
// source: initializer is chosen by its labels and types); Apple, Picker.init(_:sources:selection:content:).
// source: The menu picker shows the chosen row's text "Two" (the selection is item 2).
// expect: no error
// expect: Text[*].text contains "Two"
import SwiftUI

struct Item: Identifiable, Hashable {
    let id: Int
    let title: String
}

enum NoneStyle { case text, none }

struct SourcesContent<Data: RandomAccessCollection>: View where Data.Element == Item {
    let sources: Data
    var body: some View {
        ForEach(sources) { element in
            Text(element.title).tag(element as Item?)
        }
    }
}

extension Picker where Label == Text {
    init<Data: RandomAccessCollection>(
        _ title: String,
        sources: Data,
        selection: Binding<Item?>,
        noneStyle: NoneStyle = .text
    ) where SelectionValue == Item?, Content == SourcesContent<Data>, Data.Element == Item {
        self.init(title, selection: selection) {
            SourcesContent(sources: sources)
        }
    }
}

struct ItemPicker: View {
    @State private var selected: Item? = Item(id: 2, title: "Two")
    let title = "Items"
    var body: some View {
        Picker(title, sources: [Item(id: 1, title: "One"), Item(id: 2, title: "Two")], selection: $selected)
    }
}

#Preview { ItemPicker() }
