// A global `==` taking a key path on the left (`\Item.id == 2` builds a filter closure) is
// never chosen for two enum values: only a key-path expression has a key path type, so
// `phase == .late` is the enum's own `==`, a `Bool`, and the `if` takes its branch.
// source: swiftc 6 on Linux: the same declarations with `if phase == .late { print("late") }`
// source: compile and print "late"; `(\Item.id == 2)(Item(id: 2))` prints true.
// source: the frames are the literals: 40 × 10 when `late`, 10 × 10 otherwise.
// expect: no error
// expect: Color.size == 40×10
import SwiftUI

func ==<T, V: Equatable>(lhs: KeyPath<T, V>, rhs: V) -> (T) -> Bool {
    { $0[keyPath: lhs] == rhs }
}

struct Item { var id: Int }

enum Phase: String { case early, late }

struct PhaseBar: View {
    var phase: Phase = .late
    var matches: (Item) -> Bool = \Item.id == 2

    var body: some View {
        if phase == .late, matches(Item(id: 2)) {
            Color.red.frame(width: 40, height: 10)
        } else {
            Color.red.frame(width: 10, height: 10)
        }
    }
}

#Preview {
    PhaseBar()
}
