// `text as NSString` splits text by UTF-16 code units, as `length` counts them: `substring(with:)`
// an `NSRange`, `substring(from:)` and `substring(to:)` an offset. "🌍" is two UTF-16 units, so
// offset 10 starts after it and its space.
// source: Apple, NSString `substring(with:)`, `substring(from:)`, `substring(to:)`, `length`
// source: ("the number of UTF-16 code units"); the expected text printed by the same code compiled
// source: with swiftc 6.3 on Linux: "Grüße|world|Grüße, |15".
// expect: no error
// expect: Text.text == "Grüße|world|Grüße, |15"
import SwiftUI

struct Pieces: View {
    let ns = "Grüße, 🌍 world" as NSString
    var body: some View {
        Text(ns.substring(with: NSRange(location: 0, length: 5)) + "|" + ns.substring(from: 10) + "|" + ns.substring(to: 7) + "|\(ns.length)")
    }
}

#Preview { Pieces() }
