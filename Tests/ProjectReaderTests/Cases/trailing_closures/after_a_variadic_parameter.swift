// `init(_ data: [T], keys: KeyPath<T, String>..., @ViewBuilder row: …)` called with a trailing
// closure: Swift gives the closure to `row`, not to the variadic before it; the two rows it makes
// are 30 pt each. `[T]()` names the view's generic parameter, no type of another file.
// `$query.onChange(refilter)` is another file's `extension Binding` (SwiftUI's `Binding` has no
// such method): the binding is used as it is, with a warning.
// source: a nineteenth sample of public view files (50 files of 5 repositories kept outside the
// source: repository); SE-0286; Apple, `Binding` (no `onChange` method).
// expect: no error
// expect: 1 × diagnostic [undefinedBindingMethod]
// expect: no diagnostic [standInValue]
// expect: frame[*].height == [30, 30]
import SwiftUI
struct Fruit: Identifiable { let id: Int; let name: String }
struct Filtered<T: Identifiable, Row: View>: View {
    @State private var shown = [T]()
    @State private var query = ""
    let items: [T]
    let keys: [KeyPath<T, String>]
    let row: (T) -> Row
    init(_ items: [T], keys: KeyPath<T, String>..., @ViewBuilder row: @escaping (T) -> Row) {
        self.items = items
        self.keys = keys
        self.row = row
    }
    var body: some View {
        VStack(spacing: 0) {
            TextField("Filter", text: $query.onChange(refilter))
            ForEach(items) { item in row(item) }
        }
    }
    func refilter() { shown = items }
}
#Preview {
    Filtered([Fruit(id: 1, name: "Fig"), Fruit(id: 2, name: "Kiwi")], keys: \.name) { fruit in
        Text(fruit.name).frame(height: 30)
    }
}
