// `NSRange(range, in: text)` turns a range of the string's indices into UTF-16 offsets: the whole
// string is 15 units ("🌍" is two), and the characters 7 ..< 9 ("🌍 ") start at unit 7 and are
// three units long.
// source: Apple, NSRange `init(_:in:)`; the expected text printed by the same code compiled with
// source: swiftc 6 on Linux (Foundation): "0 15 7 3".
// expect: no error
// expect: Text.text == "0 15 7 3"
import SwiftUI

struct Offsets: View {
    let text = "Grüße, 🌍 world"
    var body: some View {
        let whole = NSRange(text.startIndex..., in: text)
        let start = text.index(text.startIndex, offsetBy: 7)
        let end = text.index(text.startIndex, offsetBy: 9)
        let part = NSRange(start..<end, in: text)
        Text("\(whole.location) \(whole.length) \(part.location) \(part.length)")
    }
}

#Preview { Offsets() }
