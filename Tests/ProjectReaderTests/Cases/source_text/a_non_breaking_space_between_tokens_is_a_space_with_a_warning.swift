// A non-breaking space (U+00A0) between two tokens, as text pasted from a web page holds: swiftc
// reads it as a space, with a warning, so the file compiles and its preview lays out.
// source: swiftc 6.3 -parse of `func f(a: Int,\u{A0}b: Int) {}`: "warning: non-breaking space (U+00A0)
// source: used instead of regular space"; swift/lib/Parse/Lexer.cpp, lexTrivia.
// source: The frame's size is the one written: 40 × 30.
// expect: no error
// expect: 1 × warning [swift.nonBreakingSpace] line 14
// expect: frame.size == 40×30
import SwiftUI

struct Tile: View {
    var side: CGFloat = 30
    var body: some View {
        Color.blue.frame(width: 40, height: side)
    }
}

#Preview { Tile() }
