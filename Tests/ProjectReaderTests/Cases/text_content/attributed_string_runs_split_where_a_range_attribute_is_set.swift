// `text.range(of:)` finds the characters "20 dollars"; setting `foregroundColor` and
// `underlineStyle` on `text[range]` sets them on those characters only, so the string has three
// runs: "Pay ", "20 dollars" (red, underlined) and " now", each with its range; a run's
// attribute reads back as set.
// source: Apple, AttributedString (`range(of:options:locale:)`, `runs`, `subscript(_:)` taking a
// source: range); AttributedString.Runs.Run (`range`, attribute properties): a run is a range of
// source: characters with the same attributes.
// expect: no error
// expect: Text[*].text == ["Pay 20 dollars now", "3 runs", "Pay :plain", "20 dollars:red", " now:plain"]
import SwiftUI

struct Invoice: View {
    var message: AttributedString {
        var text = AttributedString("Pay 20 dollars now")
        if let range = text.range(of: "20 dollars") {
            text[range].foregroundColor = .red
            text[range].underlineStyle = .single
        }
        return text
    }

    var body: some View {
        VStack {
            Text(message)
            Text("\(message.runs.count) runs")
            ForEach(Array(message.runs.enumerated()), id: \.offset) { _, run in
                Text(String(message[run.range].characters) + (run.foregroundColor == nil ? ":plain" : ":red"))
            }
        }
    }
}

#Preview { Invoice() }
