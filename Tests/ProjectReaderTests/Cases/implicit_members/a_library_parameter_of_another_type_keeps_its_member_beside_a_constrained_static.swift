// `extension LabelStyle where Self == StackedLabelStyle { static var vertical }` makes `.vertical`
// a member of `LabelStyle` only (SE-0299: found where the parameter is a generic constrained to
// the protocol). `.padding(.vertical, 8)` takes an `Edge.Set` and `ScrollView(.vertical)` an
// `Axis.Set`: there `.vertical` is the library type's own member, never the style (checked with
// swiftc: a function taking an option set beside such an extension gets the option set's
// `vertical`). `.labelStyle(.vertical)` still gets the program's style, whose body is 40 × 30.
// source: SE-0299 "Extending Static Member Lookup in Generic Contexts"; Apple,
// source: `padding(_:_:)` takes `Edge.Set`, `ScrollView.init(_:showsIndicators:content:)` `Axis.Set`.
// source: the padded colour is 20 + 8 + 8 = 36 tall and 20 wide (vertical edges only).
// expect: no error
// expect: padding.size == 20×36
// expect: frame[*].size contains 40×30
import SwiftUI

struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.icon; configuration.title }
            .frame(width: 40, height: 30)
    }
}

extension LabelStyle where Self == StackedLabelStyle {
    static var vertical: Self { StackedLabelStyle() }
}

struct ComposerBar: View {
    var body: some View {
        ScrollView(.vertical) {
            VStack {
                Color.green.frame(width: 20, height: 20)
                    .padding(.vertical, 8)
                Label("Send", systemImage: "paperplane")
                    .labelStyle(.vertical)
            }
        }
    }
}

#Preview { ComposerBar() }
