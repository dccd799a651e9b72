// `DisclosureGroup` and `LabeledContent` take their title as a `LocalizedStringResource` as well
// as a key or a string: a resource a program's own `extension LocalizedStringResource` function
// makes (`.settings("Advanced")`), or a resource held in a property, titles the view with the
// text of its key — never "missing argument for parameter 'label'", and never the function's
// name in place of the text.
// source: Apple docs, "DisclosureGroup.init(_:isExpanded:content:)" (`_ titleResource:
// source: LocalizedStringResource`, iOS 16) and "LabeledContent.init(_:value:)" (its overloads).
// expect: no error
// expect: no warning [assumedValue]
// expect: Text[*].text == ["Advanced", "Inside", "Version", "2.4", "Build", "77"]
// expect: DisclosureGroup.count == 1
import SwiftUI

extension LocalizedStringResource {
    static func settings(_ key: String.LocalizationValue) -> LocalizedStringResource {
        LocalizedStringResource(key)
    }
}

struct SettingsRows: View {
    @State private var isOpen = true
    let build: LocalizedStringResource = "Build"
    var body: some View {
        VStack {
            DisclosureGroup(.settings("Advanced"), isExpanded: $isOpen) {
                Text("Inside")
            }
            LabeledContent(.settings("Version"), value: "2.4")
            LabeledContent(build, value: "77")
        }
    }
}

#Preview { SettingsRows() }
