// A view's memberwise initializer takes a wrapper with no `init(wrappedValue:)` as the wrapper
// itself (SE-0258: the parameter has the wrapper's type), so `.init(store: .init(isLoading: true))`
// is `LoadingState(store: LoadingStore(isLoading: true))`, and the view reads `isLoading` as true.
// source: held-out set 20's development half (a loading-state wrapper set per preview), written
// from the language rule, not copied.
// expect: no diagnostic
// expect: Text.text == "Loading…"
import SwiftUI
@Observable final class LoadingStore {
    var isLoading: Bool
    init(isLoading: Bool = false) { self.isLoading = isLoading }
}
@propertyWrapper struct LoadingState: DynamicProperty {
    @State var store: LoadingStore
    init() { _store = State(initialValue: LoadingStore()) }
    init(store: LoadingStore) { _store = State(initialValue: store) }
    var wrappedValue: LoadingStore { store }
}
struct ChoreDetail: View {
    @LoadingState var loading
    let title: String
    var body: some View {
        Text(loading.isLoading ? "Loading…" : title)
    }
}
#Preview {
    ChoreDetail(loading: .init(store: .init(isLoading: true)), title: "Laundry")
}
