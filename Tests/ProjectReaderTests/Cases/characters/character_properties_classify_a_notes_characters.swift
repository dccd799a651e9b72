// `Character`'s Boolean properties and `hexDigitValue` classify text as the standard library
// does: a "\r\n" pair is one newline character, `hexDigitValue` reads 0–9 and a–f either case,
// `isMathSymbol` and `isCurrencySymbol` keep "+", "=" and "€". A card editor counting a note's
// lines shows the counts.
// source: SE-0221 "Character Properties"; checked with swiftc 6: "Milk\nEggs\r\nFlour" has 2
// source: newline characters → 3 lines; "a1F9" → hex digits [10, 1, 15, 9], sum 35;
// source: "2 + 3 = 5 €" keeps "+=€" (3 characters); "é" is not ASCII.
// expect: no error
// expect: Text[0].text == "3 lines"
// expect: Text[1].text == "hex sum 35"
// expect: Text[2].text == "3 symbols"
// expect: Text[3].text == "ASCII: false"
import SwiftUI

struct NoteStats: View {
    let note = "Milk\nEggs\r\nFlour"
    let code = "a1F9"
    let sum = "2 + 3 = 5 €"

    var body: some View {
        VStack {
            Text("\(note.filter { $0.isNewline }.count + 1) lines")
            Text("hex sum \(code.compactMap { $0.hexDigitValue }.reduce(0, +))")
            Text("\(sum.filter { $0.isMathSymbol || $0.isCurrencySymbol }.count) symbols")
            Text("ASCII: \("é".first!.isASCII)")
        }
    }
}

#Preview { NoteStats() }
