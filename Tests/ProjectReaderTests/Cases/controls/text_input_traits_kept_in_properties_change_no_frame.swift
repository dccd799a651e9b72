// A design system's text field keeps its keyboard traits in properties typed with SwiftUI's
// structs (`let capitalization: TextInputAutocapitalization`, `var submitLabel: SubmitLabel =
// .done`) and hands them to `.textInputAutocapitalization(_:)` and `.submitLabel(_:)`: values
// of SwiftUI's types, which only the keyboard reads, so the field keeps its frame.
// source: Apple docs, `TextInputAutocapitalization` (`characters`, `sentences`, `words`, `never`)
// source: and `SubmitLabel` (`continue` … `send`); the shape is a wallet app's text field. Size:
// source: the frame's 200 × 44 as written.
// expect: no diagnostic
// expect: frame.size == 200×44
import SwiftUI

struct WalletTextField: View {
    @Binding var text: String
    let capitalization: TextInputAutocapitalization
    var submitLabel: SubmitLabel = .done

    var body: some View {
        TextField("Name", text: $text)
            .textInputAutocapitalization(capitalization)
            .submitLabel(submitLabel)
            .frame(width: 200, height: 44)
    }
}

#Preview {
    WalletTextField(text: .constant(""), capitalization: .never, submitLabel: .next)
}
