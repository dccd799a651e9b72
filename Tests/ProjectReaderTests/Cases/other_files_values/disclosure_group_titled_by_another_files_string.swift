// `DisclosureGroup(_:isExpanded:content:)` titled with another file's string
// (`"Identity".localized(language)` from its `extension String`): the title is a placeholder
// text, and the expanded group shows its content below it.
// source: a seventh and an eighth sample of public view files (40 files of 4 repositories and 50
// source: of 5, kept outside the repository); 12 is the frame's height.
// expect: no error
// expect: Text.count > 0
// expect: Color.height == 12
import SwiftUI
struct Form: View {
    let language = "en"
    var body: some View {
        DisclosureGroup("Identity".localized(language), isExpanded: .constant(true)) {
            Color.red.frame(height: 12)
        }
    }
}
#Preview { Form() }
