// `CButton` beside SwiftUI's `Button` is an app's own view, named with a prefix letter: a
// placeholder with a warning, no error (`doubled_letter_is_a_typo_of_a_builtin_name` is the typo).
// source: a seventh and an eighth sample of public view files (40 files of 4 repositories and 50
// source: of 5, kept outside the repository); written from the language rule, not copied.
// expect: no error
// expect: warning [standInView] "'CButton'"
import SwiftUI
struct Onboarding: View {
    @Binding var step: Int
    var body: some View { VStack { Text("Like"); CButton(step: $step) } }
}
#Preview { Onboarding(step: .constant(0)) }
