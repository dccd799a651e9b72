// A table's `sortOrder` is an array of `KeyPathComparator`s, and the rows it shows are the data
// `sorted(using:)` them: by `count` in reverse (3, 2, 1 → "a", "c", "b"); a single comparator on a
// `String` key path compares in the localized standard order ("a", "b", "c").
// source: Apple, Foundation, `KeyPathComparator` (`init(_:order:)`; `order: .reverse`) and
// source: `Sequence.sorted(using:)`; `Table.init(_:sortOrder:columns:)`.
// expect: no diagnostic
// expect: Text[*].text == ["a", "c", "b", "a", "b", "c"]
import SwiftUI
struct Order: Identifiable {
    let id: Int
    let name: String
    let count: Int
}
struct Orders: View {
    @State private var sortOrder = [KeyPathComparator(\Order.count, order: .reverse)]
    let orders = [Order(id: 1, name: "b", count: 1), Order(id: 2, name: "a", count: 3), Order(id: 3, name: "c", count: 2)]
    var body: some View {
        VStack {
            Table(orders.sorted(using: sortOrder), sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
            }
            ForEach(orders.sorted(using: KeyPathComparator(\.name))) { order in
                Text(order.name)
            }
        }
    }
}
#Preview { Orders() }
