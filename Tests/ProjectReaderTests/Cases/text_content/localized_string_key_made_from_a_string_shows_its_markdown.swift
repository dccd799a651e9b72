// `Text(.init(bio))` and `Text(LocalizedStringKey(bio))` make a `LocalizedStringKey`, whose text
// shows its inline Markdown; `Text(bio)` shows the string verbatim. The key's text is "Hi there"
// as the literal's; the verbatim string keeps its two asterisks.
// source: a twentieth sample of public view files (50 files of 5 app repositories kept outside
// source: the repository); Apple's `Text` documentation: a string variable is not localized, a key is.
// expect: no diagnostic
// expect: Text.count == 4
// expect: Text[0].width == Text[3].width
// expect: Text[1].width == Text[3].width
// expect: Text[2].width > Text[3].width
import SwiftUI
struct Bio: View {
    let bio = "*Hi* there"
    var body: some View {
        VStack {
            Text(.init(bio))
            Text(LocalizedStringKey(bio))
            Text(bio)
            Text("Hi there")
        }
    }
}
#Preview { Bio() }
