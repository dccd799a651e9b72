// A package's `func == (lhs: String?, rhs: RawNamed)` and `func == (lhs: RawNamed, rhs: String?)`
// compare a string with a protocol's raw value. An optional frame compared with a frame, and an
// optional colour with a colour, are neither a string nor a `RawNamed`: they compare with
// `CGRect`'s and `Color`'s own `==`, so the texts read "same" and "red" (swiftc 6.3 prints "same
// red" for the pair with a `CGRect` and a struct of its own in place of `Color`).
// source: The Swift Programming Language, "Advanced Operators", "Operator Methods"; "Protocols":
// source: a type adopts a protocol only by declaring it.
// expect: no error
// expect: Text[0].text == "same"
// expect: Text[1].text == "red"
import SwiftUI

protocol RawNamed {
    var rawValue: String { get }
}

func == (lhs: String?, rhs: RawNamed) -> Bool { lhs == rhs.rawValue }
func == (lhs: RawNamed, rhs: String?) -> Bool { lhs.rawValue == rhs }

#Preview {
    let frame: CGRect? = CGRect(x: 0, y: 0, width: 10, height: 10)
    let tint: Color? = .red
    VStack {
        Text(frame == CGRect(x: 0, y: 0, width: 10, height: 10) ? "same" : "different")
        Text(tint == .red ? "red" : "other")
    }
}
