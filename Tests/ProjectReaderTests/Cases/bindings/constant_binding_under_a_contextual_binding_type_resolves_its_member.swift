// `.constant(.show)` where a `Binding<Kind>` is expected without a parameter saying so (a
// memberwise initializer's stored property, also called through its outer type as
// `KindBar.Props(…)`, a `let` with the type written): the implicit member is `Kind.show`, the
// binding's `Value`, so a `switch` over the binding's value takes `.show`.
// source: Apple docs, `Binding.constant(_:)` (`static func constant(_ value: Value) ->
// source: Binding<Value>`); swiftc 6.3 runs the same shapes with a generic `Box<Value>` and
// source: prints "show".
// source: all three bars are the `.show` branch's: 20 wide, 10 high.
// expect: no diagnostic
// expect: Color[*].width == [20, 20, 20]
import SwiftUI

enum Kind { case movie, show }

struct KindBar: View {
    struct Props {
        var kind: Binding<Kind>
        var count: Int
    }

    var props: Props

    var body: some View {
        switch props.kind.wrappedValue {
        case .movie: Color.red.frame(width: 10, height: 10)
        case .show: Color.blue.frame(width: 20, height: 10)
        }
    }
}

struct KindBars: View {
    var body: some View {
        let written: Binding<Kind> = .constant(.show)
        VStack {
            KindBar(props: .init(kind: .constant(.show), count: 1))
            KindBar(props: .init(kind: written, count: 2))
            KindBar(props: KindBar.Props(kind: .constant(.show), count: 3))
        }
    }
}

#Preview { KindBars() }
