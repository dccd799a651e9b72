// `BButton`, a doubled letter, is still a typo of `Button`: an error that names it
// (`prefixed_variant_of_a_builtin_name` is another file's view).
// source: a seventh and an eighth sample of public view files (40 files of 4 repositories and 50
// source: of 5, kept outside the repository); written from the language rule, not copied.
// expect: error line 8 "'BButton'"
import SwiftUI
struct Onboarding: View {
    var body: some View { VStack { Text("Like"); BButton("Next") {} } }
}
#Preview { Onboarding() }
