// `ForEach($viewModel.items)` with the view model of another file: no rows (reported), and
// `EventStore.shared.events = samples` in a preview sets a value the file cannot see.
// source: an eleventh sample of public view files (50 files of 5 app repositories kept outside
// source: the repository); written from the language rule, not copied.
// expect: no error
// expect: warning "'ItemsViewModel.items'" "empty"
// expect: Text.count == 0
import SwiftUI
struct Items: View {
    @State private var viewModel = ItemsViewModel()
    var body: some View {
        List {
            ForEach($viewModel.items) { $item in Text(item.title) }
        }
    }
}
#Preview {
    EventStore.shared.events = ["a", "b"]
    Settings.verbose = true
    return Items()
}
