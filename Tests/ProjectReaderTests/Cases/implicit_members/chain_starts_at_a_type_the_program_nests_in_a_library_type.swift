// An implicit member chain may start at a type the program nests in a library type: in
// `.font(.Brand.bold.size(40))` the contextual type is `Font`, `.Brand` is the nested
// `Font.Brand` (a nested type is a member of its outer type), `.bold` its case and `size(_:)` the
// case's method giving a `Font`. The text is set in that font, not in an assumed body font.
// source: SE-0287 (implicit member chains); The Swift Programming Language, "Nested Types";
// source: swiftc 6 compiles `font(.Brand.bold.size(40))` against a nested enum of a struct and
// source: prints 40. The font's size is the 40 written in the call.
// expect: no diagnostic
// expect: Text.fontSize == 40
import SwiftUI

extension Font {
    enum Brand: String {
        case bold = "Brand-Bold"

        func size(_ size: CGFloat) -> Font {
            .system(size: size, weight: .bold)
        }
    }
}

struct BrandTitle: View {
    var body: some View {
        Text("Habits")
            .font(.Brand.bold.size(40))
    }
}
#Preview { BrandTitle() }
