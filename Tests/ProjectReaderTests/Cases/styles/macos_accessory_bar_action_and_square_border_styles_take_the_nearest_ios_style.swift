// `.buttonStyle(.accessoryBarAction)` and `.textFieldStyle(.squareBorder)` are macOS styles; iOS
// has none such. Reached in a preview, the button is laid out as `.borderless` (its label as it is)
// and the field as the other bordered style, `.roundedBorder`, each with a warning, rather than
// stopping the preview at a member the style protocol lacks.
// source: Apple, `ButtonStyle.accessoryBarAction` (AccessoryBarActionButtonStyle, macOS 14+ only);
// source: Apple, `TextFieldStyle.squareBorder`: "A text field style with a system-defined square
// source: border" (macOS only).
// expect: no error
// expect: 2 × warning [approximatedView] "macOS"
// expect: Button.width == Text.width
import SwiftUI
#Preview {
    VStack {
        Button("Add") {}
            .buttonStyle(.accessoryBarAction)
        TextField("Name", text: .constant(""))
            .textFieldStyle(.squareBorder)
    }
}
