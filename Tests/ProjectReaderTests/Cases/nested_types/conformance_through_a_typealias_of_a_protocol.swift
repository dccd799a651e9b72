// A view conforming to a protocol through a `typealias` of it (`typealias PlatformRepresentable =
// UIViewRepresentable`, as a cross-platform design system writes it) is that protocol's adopter:
// a UIKit-backed view, drawn as the stand-in LayoutLens draws for one, not "does not conform to
// protocol 'View'".
// source: the Swift book, "Type Aliases" and "Protocols" (an alias of a protocol names the same
// source: protocol in an inheritance clause); Apple, "UIViewRepresentable" refines View.
// source: the wrapped view is framed 50 × 20 and the colour 10 × 10: the stack is 50 wide, 20 + 10 = 30 tall.
// expect: no error
// expect: warning [approximatedView] "UIViewRepresentable"
// expect: VStack.size == 50×30
import SwiftUI
import UIKit

typealias PlatformRepresentable = UIViewRepresentable

struct WrappedField: PlatformRepresentable {
    func makeUIView(context: Context) -> UITextField { UITextField() }
    func updateUIView(_ view: UITextField, context: Context) {}
}

struct FieldScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            WrappedField().frame(width: 50, height: 20)
            Color.red.frame(width: 10, height: 10)
        }
    }
}
#Preview { FieldScreen() }
