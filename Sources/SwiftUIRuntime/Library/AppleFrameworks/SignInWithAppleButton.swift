import Diagnostics
import LayoutEngine
import SwiftInterpreter

/// AuthenticationServices' `SignInWithAppleButton(_:onRequest:onCompletion:)` (Apple docs,
/// "SignInWithAppleButton": "The view that creates the Sign in with Apple button for display",
/// its label `.signIn`, `.continue` or `.signUp`) and `signInWithAppleButtonStyle(_:)` (`.black`,
/// `.white`, `.whiteOutline`: colours only). The button draws the system's
/// `ASAuthorizationAppleIDButton`, which has no size of its own in SwiftUI: it takes the size it
/// is offered, and apps give it a height (Apple, Human Interface Guidelines, "Sign in with
/// Apple": a minimum of 140 × 30 pt). Drawn as a black fill of that size with the warning
/// `approximatedView`; the logo and title are not drawn. **Unverified:** that it takes the whole
/// offer in both directions.
extension SwiftUIRuntime {
    func registerSignInWithAppleButton() {
        guard let type = registerAppleType("SignInWithAppleButton") else { return }
        type.conformances = ["View"]
        initializer("SignInWithAppleButton") { `self`, arguments in
            try arguments.check(allowed: ["onRequest", "onCompletion"], unlabelledCount: 1, in: self)
            self.warn(.approximatedView("SignInWithAppleButton", rule: "it takes the size it is offered, a black fill without its logo and title (unverified)"))
            return self.view("SignInWithAppleButton", .leaf(ViewNode(ColorLeaf(.system(.black)), label: "SignInWithAppleButton", source: self.currentLocation)))
        }
    }

    /// `signInWithAppleButtonStyle(_:)`: only the colours change; the layout is the button's.
    func registerSignInWithAppleButtonStyle() {
        interpreter.type(named: "View")?.addMethod("signInWithAppleButtonStyle", .hosted("signInWithAppleButtonStyle", labels: nil) { `self`, base, _ in
            self.view("ModifiedContent", .list([base]))
        })
    }
}
