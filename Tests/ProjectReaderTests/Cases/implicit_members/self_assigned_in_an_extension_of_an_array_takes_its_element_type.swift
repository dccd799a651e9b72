// `self = items.compactMap { … return .action(name) }` in an initializer of `extension [Widget]`:
// `self` is a `[Widget]`, so the closure's implicit members are `Widget`'s cases, and each
// element reads its own `label`. The same holds for `extension Array where Element == Widget`.
// source: The Swift Programming Language, "Extensions" (an extension's initializer initialises
// source: the extended type) and "Implicit Member Expression"; swiftc 6 compiles and runs the same
// source: declarations, printing ["Reply", "3"] and ["Share"]: the counter of 0 is left out.
// expect: no warning
// expect: Text[*].text == ["Reply", "3", "Share"]
import SwiftUI

enum Widget {
    case action(String), counter(Int)
    var label: String {
        switch self {
        case let .action(name): name
        case let .counter(count): "\(count)"
        }
    }
}
enum Item { case action(String), counter(Int) }

extension [Widget] {
    init(items: [Item]) {
        self = items.compactMap { item in
            switch item {
            case let .action(name): return .action(name)
            case let .counter(count):
                if count > 0 { return .counter(count) }
            }
            return nil
        }
    }
}
extension Array where Element == Widget {
    init(names: [String]) {
        self = names.map { .action($0) }
    }
}
struct Bar: View {
    let widgets = [Widget](items: [.action("Reply"), .counter(3), .counter(0)]) + [Widget](names: ["Share"])
    var body: some View {
        HStack {
            ForEach(widgets.indices, id: \.self) { Text(widgets[$0].label) }
        }
    }
}
#Preview { Bar() }
