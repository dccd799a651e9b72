// `init(hex: String)` hands on to `self.init(hex: Int)`: the labels tie, the `Int` argument
// chooses the second (a string given to the first would never reach `>>`).
// source: The Swift Programming Language, "Initializer Delegation for Value Types"; checked
// source: with swiftc 6: 0x1E00 >> 8 = 30 (the width), 0x0A00 >> 8 = 10 (the height).
// expect: no error
// expect: Color.size == 30×10
import SwiftUI

struct Hex {
    var value: Int
    init(hex: Int) { value = hex >> 8 }
    init(hex: String) { self.init(hex: Int(hex, radix: 16) ?? 0) }
}

#Preview {
    Color.red.frame(width: CGFloat(Hex(hex: "1E00").value), height: CGFloat(Hex(hex: 0x0A00).value))
}
