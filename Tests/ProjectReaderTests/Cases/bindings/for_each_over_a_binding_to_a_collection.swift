// `ForEach($items) { $item in … }`. SwiftUI's `Binding` to a collection is itself a collection of
// bindings to the elements, and a closure parameter written `$item` (SE-0293) declares `$item`,
// the binding, and `item`, its wrapped value. Two items give two rows, each a field bound to the
// title and a text of it. Each field shows its bound title, and the text beside it is that title
// too: "Three" is wider than "One".
// source: a fifteenth sample of public view files (34 files of 5 repositories); SE-0293
// source: (property wrappers on closure parameters); Apple, `ForEach(_:content:)` over a binding.
// expect: no diagnostic
// expect: TextField.count == 2
// expect: Text("Text").count == 4
// expect: Text("Text")[0].width == Text("Text")[1].width
// expect: Text("Text")[2].width == Text("Text")[3].width
// expect: Text("Text")[2].width > Text("Text")[0].width
import SwiftUI
struct Item: Identifiable { let id: Int; var title: String }
struct Editor: View {
    @State private var items = [Item(id: 1, title: "One"), Item(id: 2, title: "Three")]
    var body: some View {
        VStack {
            ForEach($items) { $item in
                TextField("Title", text: $item.title)
                Text(item.title)
            }
        }
    }
}
#Preview { Editor() }
