// A `PreviewProvider`'s `previews` runs once and makes every entry, so what its code sets before
// returning them is what their views read: a `prepare()` declared in `extension PreviewProvider`
// (called bare from the provider's static `previews`, a static member of a protocol the type
// conforms to) sets a static width the bar then reads.
// source: the Swift book, "Protocol Extensions" (an extension's members are available on every
// source: conforming type) and "Type Properties"; swiftc 6.3 compiles the same provider without
// source: SwiftUI's types and prints 50.0 for the width read after `prepare()`.
// source: the bar's frame: width 50 (set by prepare), height 10.
// expect: no diagnostic
// expect: Color.size == 50×10
import SwiftUI

enum Store {
    static var width: CGFloat = 10
}

extension PreviewProvider {
    static func prepare() {
        Store.width = 50
    }
}

struct WidthBar: View {
    var body: some View {
        Color.red.frame(width: Store.width, height: 10)
    }
}

struct WidthBar_Previews: PreviewProvider {
    static var previews: some View {
        prepare()
        return WidthBar()
    }
}
