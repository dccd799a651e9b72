// `@EnvironmentObject var store: NumbersStore` where `typealias NumbersStore = Store<Int>` reads
// the `Store<Int>` the preview puts in the environment: a type alias names the same type, so the
// object is found, not replaced by a stand-in.
// source: the Swift book, "Type Aliases" (an alias is another name for an existing type); Apple,
// source: "EnvironmentObject" (the object is looked up by its type).
// source: the store holds four values → 4 × 10 = 40 wide.
// expect: no diagnostic
// expect: frame.width == 40
import SwiftUI

final class Store<Element>: ObservableObject {
    @Published var items: [Element]
    init(_ items: [Element]) { self.items = items }
}

typealias NumbersStore = Store<Int>

struct StoreBar: View {
    @EnvironmentObject var store: NumbersStore
    var body: some View {
        Color.red.frame(width: CGFloat(store.items.count) * 10, height: 10)
    }
}
#Preview { StoreBar().environmentObject(NumbersStore([1, 2, 3, 4])) }
