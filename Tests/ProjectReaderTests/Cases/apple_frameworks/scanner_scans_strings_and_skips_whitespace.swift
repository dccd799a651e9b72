// Foundation's `Scanner` reading text (Apple docs, "Scanner"): `scanString(_:)` skips the
// characters to be skipped (whitespace and newlines by default) and returns the string when the
// text goes on with it, ignoring case ("Scanners are not case sensitive by default");
// `scanUpToString(_:)`, `scanCharacters(from:)`, `scanUpToCharacters(from:)`, `isAtEnd`,
// `scanLocation`, `charactersToBeSkipped`, `caseSensitive`; a hex colour's "#" read with
// `scanString` before `scanHexInt64`. Nothing is a stand-in.
// source: swift-corelibs-foundation's Scanner compiled with swiftc 6 on Linux prints, for these
// calls in this order: "#", false, 16755200 (0xFFAA00), "re", "st", true, "abc", "123", 6, "bc",
// nil, 3, 291 (0x123), nil, true "#".
// expect: no warning
// expect: Text[0].text == "# false 16755200"
// expect: Text[1].text == "re st true"
// expect: Text[2].text == "abc 123 6"
// expect: Text[3].text == "bc nil 3"
// expect: Text[4].text == "291 nil true #"
import SwiftUI

func scannedLines() -> [String] {
    let s = Scanner(string: "  #ffAA00 rest")
    let hash = s.scanString("#") ?? "nil"
    let atEnd = s.isAtEnd
    var value: UInt64 = 0
    _ = s.scanHexInt64(&value)
    let first = "\(hash) \(atEnd) \(value)"
    let second = "\(s.scanUpToString("st") ?? "nil") \(s.scanString("ST") ?? "nil") \(s.isAtEnd)"
    let t = Scanner(string: "abc123def")
    let third = "\(t.scanCharacters(from: .letters) ?? "nil") \(t.scanUpToCharacters(from: .letters) ?? "nil") \(t.scanLocation)"
    t.scanLocation = 1
    let fourth = "\(t.scanString("bc") ?? "nil") \(t.scanString("x") ?? "nil") \(t.scanLocation)"
    let u = Scanner(string: "#123")
    u.charactersToBeSkipped = CharacterSet(charactersIn: "#")
    var hex: UInt64 = 0
    _ = u.scanHexInt64(&hex)
    let x = Scanner(string: "Abc")
    x.caseSensitive = true
    var into: String? = nil
    let y = Scanner(string: "#12")
    let found = y.scanString("#", into: &into)
    let fifth = "\(hex) \(x.scanString("abc") ?? "nil") \(found) \(into ?? "nil")"
    return [first, second, third, fourth, fifth]
}

struct ScannedText: View {
    var body: some View {
        VStack {
            ForEach(scannedLines(), id: \.self) { line in Text(line) }
        }
    }
}

#Preview { ScannedText() }
