// A section header's mode holds its case transform as a `Text.Case?` (`.uppercase` for a
// header, nil for a footer) and passes it to `.textCase(_:)`, which takes a `Text.Case?`.
// source: Apple, View.textCase(_:) ("nonisolated func textCase(_ textCase: Text.Case?)"; "the
// source: default is nil") and Text.Case ("enum Case", cases lowercase and uppercase; "Hello"
// source: is displayed as "HELLO" by uppercase).
// expect: no error
// expect: Text[*].text == ["NOTES", "Shown below"]
import SwiftUI

enum SupplementaryMode {
    case header, footer

    var textCase: Text.Case? {
        switch self {
        case .header: .uppercase
        case .footer: nil
        }
    }
}

struct Supplementary: View {
    let text: String
    let mode: SupplementaryMode

    var body: some View {
        Text(text).textCase(mode.textCase)
    }
}

#Preview {
    VStack {
        Supplementary(text: "Notes", mode: .header)
        Supplementary(text: "Shown below", mode: .footer)
    }
}
