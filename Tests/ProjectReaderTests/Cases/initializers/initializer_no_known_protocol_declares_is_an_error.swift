// A type adopting only known protocols, called with an initializer it does not declare, gets
// the error, at the call on line 13 (`initializer_from_another_files_protocol_extension` is the
// other file's case).
// source: the fresh sample of public view files (48 files of 8 repositories kept outside the
// source: repository); written from the language rule, not copied.
// expect: 1 × error
// expect: error line 13
import SwiftUI
struct SignUp: View {
    init(presenter: Int) {}
    var body: some View { Text("Sign up") }
}
#Preview { SignUp(entity: 1) }
