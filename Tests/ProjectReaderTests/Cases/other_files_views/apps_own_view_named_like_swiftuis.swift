// `ProgressView(progress: 0.3)`: SwiftUI's `ProgressView` takes no `progress:`, so the app
// declares its own view of that name in another file: a placeholder, with a warning. `Hint()` is
// another file's type, not a typo of `Link` (another first letter makes another word).
// (`extra_unlabelled_argument_stays_an_error`: `Spacer(10)` stays an error.)
// source: an eighteenth sample of public view files (55 files of 6 app repositories); Apple,
// source: `ProgressView` initializers (none labelled `progress:`).
// expect: no error
// expect: warning [undefinedViewOverload] "'ProgressView'"
import SwiftUI
struct Activity: View {
    @State var hint: Hint = Hint()
    var body: some View {
        VStack {
            ProgressView(progress: 0.3)
            Text("Steps")
        }
    }
}
#Preview { Activity() }
