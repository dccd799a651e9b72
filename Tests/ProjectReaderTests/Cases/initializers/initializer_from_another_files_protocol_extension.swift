// A view adopting another file's protocol, called with an initializer that protocol's extension
// adds (`extension AppController { init(entity:) }`): valid in its app, so drawn as a stand-in
// with a warning (`initializer_no_known_protocol_declares_is_an_error` is the known-protocol case).
// source: the fresh sample of public view files (48 files of 8 repositories kept outside the
// source: repository); written from the language rule, not copied.
// expect: no error
// expect: warning "'SignUp(entity:)'"
import SwiftUI
struct SignUp: AppController {
    init(presenter: Int) {}
    var body: some View { Text("Sign up") }
}
#Preview { SignUp(entity: 1) }
