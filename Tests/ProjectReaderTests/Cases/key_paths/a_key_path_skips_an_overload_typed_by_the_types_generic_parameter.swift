// `static func row(icon: Icon)` of `struct Row<Icon: View>` beside `static func row(icon:
// KeyPath<Icons, Image>) where Icon == Image`: a key path argument is no `Icon` view, so Swift
// calls the key-path overload, which makes the row from the icon the key path names.
// source: The Swift Programming Language, "Generics" (a generic parameter constrained to `View`)
// source: and "Key-Path Expression"; swiftc 6.3 type-checks the same calls without SwiftUI.
// source: Widths by arithmetic: the key-path overload frames its image 20 wide.
// expect: no error
// expect: frame.width == 20
import SwiftUI

struct Icons { var star: Image { Image(systemName: "star") } }

struct Row<Icon: View>: View {
    let icon: Icon
    var width: CGFloat = 10
    var body: some View { icon.frame(width: width, height: 4) }

    static func row(icon: Icon) -> Row { Row(icon: icon) }
    static func row(icon: KeyPath<Icons, Image>) -> Row where Icon == Image {
        Row(icon: Icons()[keyPath: icon], width: 20)
    }
}

#Preview { Row.row(icon: \.star) }
