// A design system's text field style, written as apps write it: `_body(configuration:)` pads the
// field and puts it on a rounded fill. Each field below the modifier is laid out as the style's
// body, the field inside it plain; a built-in `.roundedBorder` outside the custom style does not
// add its insets inside.
// source: TextFieldStyle's requirement is `_body(configuration: TextField<Self._Label>)`, the
// configuration the field itself (fivestars.blog, "A TextFieldStyle API preview!").
// source: the padding is 12 on each side: each field is its text line + 2 × 12 = 24 taller, and
// source: 393 − 2 × 16 (default padding) = 361 wide, the plain field inside 361 − 24 = 337 wide.
// expect: no diagnostic
// expect: padding[*].width == [393, 361, 361]
// expect: padding[1].height == Text[0].height + 24
// expect: TextField.width == 337
// expect: TextField.height == Text[0].height
// expect: SecureField.width == 337
// expect: SecureField.height == TextField.height
import SwiftUI

struct FilledFieldStyle: TextFieldStyle {
    var cornerRadius: CGFloat = 10

    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(12)
            .background(Color.gray.opacity(0.15))
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
    }
}

struct SignInForm: View {
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        VStack(spacing: 12) {
            TextField("Email", text: $email)
            SecureField("Password", text: $password)
        }
        .textFieldStyle(FilledFieldStyle())
        .textFieldStyle(.roundedBorder)
        .padding()
    }
}

#Preview { SignInForm() }
