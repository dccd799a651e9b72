// `await task.value` waits for the task's operation and gives its result: a view model that
// starts work as a `Task` and awaits its value in `.task` settles with that value, as the
// canvas shows it once the preview's tasks have run. A task that awaits another's value
// (a registry that removes the task when it finishes) gets the same result.
// source: Apple, "Task.value": "Wait for the task to complete, then return its result".
// source: widths: the operation gives 80; the model adds 20 → 100; the registry's task reads
// source: the same value → 80.
// expect: no warning
// expect: Color[*].width == [100, 80]
import SwiftUI

@MainActor final class Loader: ObservableObject {
    @Published var width: CGFloat = 10
    @Published var seen: CGFloat = 0
    func load() async {
        let work = Task<CGFloat?, Never> { 80 }
        let measured = await work.value
        width = (measured ?? 0) + 20
        let registry = Task<Void, Never> { self.seen = await work.value ?? 0 }
        await registry.value
    }
}

struct LoadedBar: View {
    @StateObject private var loader = Loader()
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: loader.width, height: 10)
            Color.blue.frame(width: loader.seen, height: 10)
        }
        .task { await loader.load() }
    }
}
#Preview { LoadedBar() }
