// `Color(.red)` in a module with no colour set named "red" is `Color(_ color: UIColor)` given
// UIKit's fixed `UIColor.red` (red 1, green 0, blue 0), not SwiftUI's `Color.red` (the system
// red); `Color(.systemTeal)` is UIKit's system colour. A `Color` initializer LayoutLens cannot
// read (`Color(hex:)` of a package it did not read) is drawn gray and says so: a colour has no
// layout of its own, so the three views keep the frames they are given.
// source: Apple, "UIColor.red": "A color object whose RGB values are 1.0, 0.0, and 0.0";
// source: Apple, "Color.init(_:)" taking a `UIColor`; the project's rule "Nothing silent".
// expect: no error
// expect: warning [colorNotRead] "Color(hex:)"
// expect: Color[0].label == "Color(.red)"
// expect: Color[1].label == "Color(.systemTeal)"
// expect: Color[*].height == [10, 10, 10]
import SwiftUI
import Palette

#Preview {
    VStack(spacing: 0) {
        Color(.red).frame(height: 10)
        Color(.systemTeal).frame(height: 10)
        Color(hex: 0x336699).frame(height: 10)
    }
}
