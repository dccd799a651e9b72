// SwiftUI's `EditButton` toggles the edit mode; its title is "Edit" while the edit mode is
// inactive, as it is in a preview no one taps. It is laid out as a button of that title under the
// button style in effect (the default, borderless: no padding, so the button is as large as its
// text) — never a stand-in for a name no file declares.
// source: Apple docs, "EditButton" ("A button that toggles the edit mode environment value";
// source: it changes its title from Edit to Done); Fivestars, "Exploring SwiftUI's Button styles"
// source: (the default button style adds no padding).
// expect: no diagnostic
// expect: Text[*].text == ["Habits", "Edit"]
// expect: Button.width == Text[1].width
import SwiftUI

struct HabitsHeader: View {
    var body: some View {
        HStack {
            Text("Habits")
            Spacer()
            EditButton()
        }
    }
}

#Preview { HabitsHeader() }
