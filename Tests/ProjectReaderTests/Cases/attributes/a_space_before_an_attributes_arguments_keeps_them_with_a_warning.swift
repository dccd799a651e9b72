// `@available (iOS 14.0, *)`, a space between an attribute's name and its parenthesis: swiftc
// reads the parenthesis as the attribute's arguments and warns (an error only in the Swift 6
// language mode), so the struct it marks is declared and its preview lays out.
// source: swiftc 6.3 -parse of `@available (macOS 10.15, *) struct T {}`: "warning: extraneous
// source: whitespace between attribute name and '('; this is an error in the Swift 6 language mode".
// source: The frame's size is the one written: 60 × 20.
// expect: no error
// expect: 1 × warning [swift.attributeWhitespace] line 12
// expect: frame.size == 60×20
import SwiftUI

@available (iOS 14.0, *)
struct Badge: View {
    var body: some View {
        Color.red.frame(width: 60, height: 20)
    }
}

#Preview { Badge() }
