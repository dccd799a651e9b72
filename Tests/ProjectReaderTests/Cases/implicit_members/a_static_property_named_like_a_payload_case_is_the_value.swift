// `static var plain: Self { .plain(.standard) }` beside `case plain(Entry)`: written as a value
// where a `Kind` is expected (`kind: Kind = .plain`), `.plain` is the static property (the case
// with a payload is a function `(Entry) -> Kind`, not a `Kind`); written with an argument it is the
// case. Standard entries are drawn 20 wide, secure ones 30.
// source: The Swift Programming Language, "Enumerations" (a case with associated values is made
// source: by calling it) and "Implicit Member Expression"; checked with swiftc 6.3.
// expect: no error
// expect: Color[*].width == [20, 30]
import SwiftUI

enum Entry { case standard, secure }

enum Kind {
    static var plain: Self { .plain(.standard) }
    case plain(Entry)
}

struct Field: View {
    var kind: Kind = .plain
    var body: some View {
        switch kind {
        case .plain(.standard): Color.red.frame(width: 20, height: 1)
        case .plain(.secure): Color.red.frame(width: 30, height: 1)
        }
    }
}

struct Fields: View {
    var body: some View {
        VStack(spacing: 0) {
            Field()
            Field(kind: .plain(.secure))
        }
    }
}

#Preview { Fields() }
