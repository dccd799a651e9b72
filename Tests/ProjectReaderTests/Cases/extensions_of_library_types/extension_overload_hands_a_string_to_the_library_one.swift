// `extension Font { static func custom(_ name: FontName, size:) }` with `FontName` an alias of a
// generic wrapper hands `name.rawValue`, a `String`, to SwiftUI's own `Font.custom(_:size:)`: a
// `String` value is no `FontName`, so Swift calls the library's overload, not the extension again.
// source: The Swift Programming Language, "Functions" (overloads are told apart by their
// source: parameter types) and "Type Aliases"; Apple, `Font.custom(_:size:)`. The font is not
// source: bundled, so the text falls back to the system font at 40 pt.
// expect: no error
// expect: no warning "limit"
// expect: Text.text == "Hello"
import SwiftUI

typealias FontName = Tagged<Font, String>

extension FontName {
    static let matterMedium: Self = "Matter-Medium"
}

extension Font {
    static func custom(_ name: FontName, size: CGFloat) -> Font {
        .custom(name.rawValue, size: size)
    }
}

struct Title: View {
    var body: some View {
        Text("Hello").font(.custom(.matterMedium, size: 40))
    }
}

#Preview { Title() }
