// `extension TextFieldStyle where Self == OutlinedFieldStyle { static var outlined }`:
// `.textFieldStyle(.outlined)` finds the static through SwiftUI's `TextFieldStyle` protocol, and
// the field is laid out as the style's `_body(configuration:)`, the plain field padded by 10.
// source: SE-0299 (static member lookup in generic contexts); Apple, `textFieldStyle(_:)` takes
// source: `some TextFieldStyle`; its requirement is `_body(configuration: TextField<Self._Label>)`
// source: (fivestars.blog, "A TextFieldStyle API preview!").
// source: the field inside the 240-wide frame is 240 − 2 × 10 = 220 wide, the padding its line + 20.
// expect: no diagnostic
// expect: TextField.width == 220
// expect: padding.height == TextField.height + 20
import SwiftUI

extension TextFieldStyle where Self == OutlinedFieldStyle {
    static var outlined: OutlinedFieldStyle { OutlinedFieldStyle() }
}

struct OutlinedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(10)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.secondary, lineWidth: 1))
    }
}

struct SearchBox: View {
    @State private var query = ""

    var body: some View {
        TextField("Search", text: $query)
            .textFieldStyle(.outlined)
            .frame(width: 240)
    }
}

#Preview { SearchBox() }
