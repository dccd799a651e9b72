// A type's own `typealias Grid = [[Mark]]` declares a variable (`var rows: Grid`): the alias is
// another name for `[[Mark]]`, so an element written as `rows[1][0] = .picked(7)` is a `Mark`
// case whose `Int?` payload holds `Optional(7)`, and the switch's `.picked(.some(let n))` matches it.
// source: The Swift Programming Language, "Declarations", "Type Alias Declaration" (a type alias
// source: does not declare a new type; it is another name for an existing one).
// source: swiftc 6: the same code prints `[[M.Mark.blank], [M.Mark.picked(Optional(7))]]`.
// expect: no error
// expect: Text.text == "7"
import SwiftUI

enum Mark {
    case blank
    case picked(Int?)
}

struct MarkLabel: View {
    let mark: Mark

    var body: some View {
        switch mark {
        case .blank, .picked(nil):
            EmptyView()
        case .picked(.some(let n)):
            Text("\(n)")
        }
    }
}

struct MarkBoard: View {
    typealias Grid = [[Mark]]

    static let sample: Grid = {
        var rows: Grid = Array(repeating: Array(repeating: .blank, count: 1), count: 2)
        rows[1][0] = .picked(7)
        return rows
    }()

    var body: some View {
        VStack {
            MarkLabel(mark: Self.sample[0][0])
            MarkLabel(mark: Self.sample[1][0])
        }
    }
}

#Preview {
    MarkBoard()
}
