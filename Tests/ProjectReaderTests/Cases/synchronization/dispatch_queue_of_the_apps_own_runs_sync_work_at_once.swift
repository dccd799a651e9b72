// `DispatchQueue(label:qos:)` makes a queue of the app's own; `sync` runs its closure before
// returning and gives the closure's result.
// source: Apple docs, "DispatchQueue": `init(label:qos:attributes:autoreleaseFrequency:target:)`;
// source: "sync(execute:)": "returns the results from that item after it finishes executing".
// source: 3 × 10 = 30 → a 30-wide colour.
// expect: no error
// expect: Color.width == 30
import SwiftUI

final class Store: ObservableObject {
    private let queue = DispatchQueue(label: "store.io", qos: .userInitiated)
    let side: CGFloat
    init() {
        side = queue.sync { 3 * 10 }
    }
}

struct Tile: View {
    @EnvironmentObject private var store: Store
    var body: some View { Color.red.frame(width: store.side, height: 10) }
}

// No `.environmentObject`: LayoutLens makes the `Store()` stand-in while laying the preview out.
#Preview { Tile() }
