// Code that joins texts itself builds a `LocalizedStringKey.StringInterpolation` piece by piece
// (`appendLiteral`, `appendInterpolation` of a `Text`) and makes the key from it with
// `LocalizedStringKey(stringInterpolation:)`; the key shows what a literal of those pieces shows.
// The interpolation is a value: one filled in `reduce(into:)` is the one returned.
// source: Apple, LocalizedStringKey.StringInterpolation (init(literalCapacity:interpolationCount:),
// source: appendLiteral(_:), appendInterpolation(_: Text)) and
// source: LocalizedStringKey.init(stringInterpolation:); SE-0228 (a string interpolation is built
// source: by appending literal segments and interpolations in order).
// source: texts: "Mon" + ", " + "Tue"; then "9:00" + " | " + "Room 5" + " | " + "Lab".
// expect: no diagnostic
// expect: Text[*].text == ["Mon, Tue", "9:00 | Room 5 | Lab"]
import SwiftUI

func listed(_ texts: [Text], separator: String) -> Text {
    var interpolation = LocalizedStringKey.StringInterpolation(literalCapacity: separator.count, interpolationCount: texts.count)
    for (offset, text) in texts.enumerated() {
        if offset != 0 { interpolation.appendLiteral(separator) }
        interpolation.appendInterpolation(text)
    }
    return Text(LocalizedStringKey(stringInterpolation: interpolation))
}

func piped(_ texts: [Text]) -> Text {
    let start = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: texts.count)
    let filled = texts.enumerated().reduce(into: start) { interpolation, element in
        if element.offset != 0 { interpolation.appendLiteral(" | ") }
        interpolation.appendInterpolation(element.element)
    }
    return Text(LocalizedStringKey(stringInterpolation: filled))
}

struct TimetableRow: View {
    var body: some View {
        VStack {
            listed([Text("Mon"), Text("Tue")], separator: ", ")
            piped([Text("9:00"), Text("Room 5"), Text("Lab")])
        }
    }
}

#Preview {
    TimetableRow()
}
