// AuthenticationServices' `SignInWithAppleButton` draws the system's Sign in with Apple button,
// which has no size of its own: it takes the size it is offered, so an app gives it a height
// (here 44, as wide as the 200-point column). `signInWithAppleButtonStyle` only colours it.
// A warning names the approximation; nothing is a stand-in.
// source: Apple docs, "SignInWithAppleButton" and "signInWithAppleButtonStyle(_:)" (.black,
// source: .white, .whiteOutline); the sizes are the frames' own (200 wide, 44 tall).
// expect: no error
// expect: warning [approximatedView] "'SignInWithAppleButton'"
// expect: any("SignInWithAppleButton").size == 200×44
import SwiftUI
import AuthenticationServices

struct SignInPanel: View {
    var body: some View {
        VStack {
            SignInWithAppleButton(.signIn) { request in
                request.requestedScopes = [.email]
            } onCompletion: { _ in }
            .signInWithAppleButtonStyle(.whiteOutline)
            .frame(height: 44)
        }
        .frame(width: 200)
    }
}

#Preview { SignInPanel() }
