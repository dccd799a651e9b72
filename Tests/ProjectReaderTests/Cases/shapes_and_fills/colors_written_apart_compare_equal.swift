// `Color` is `Hashable` (Apple, "Color": "Conforms To … Hashable"): two colours written in
// different places are equal when they are the same colour, so `Color.red == Color.red` and an
// optional colour compared with `.red` are true, and red against blue false; the three texts
// read "yes", "no" and "red".
// source: Apple, "Color" (its conformances); The Swift Programming Language, "Optional
// source: Chaining" / Optional's `==` comparing a wrapped value with a value.
// expect: no error
// expect: Text[*].text == ["yes", "no", "red"]
import SwiftUI

#Preview {
    let tint: Color? = .red
    VStack {
        Text(Color.red == Color.red ? "yes" : "no")
        Text(Color.red == Color.blue ? "yes" : "no")
        Text(tint == .red ? "red" : "other")
    }
}
