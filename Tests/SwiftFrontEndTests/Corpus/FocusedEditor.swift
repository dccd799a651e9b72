import SwiftUI

/// A form whose child editor is handed the parent's focus binding: a custom attribute spelled as a
/// member type of a specialised property wrapper (`@FocusState<Field?>.Binding`).
enum Field: Hashable {
    case title, body
}

struct FocusedEditor: View {
    @FocusState<Field?>.Binding var focusedField: Field?
    @State private var title = ""

    var body: some View {
        TextField("Title", text: $title)
            .focused($focusedField, equals: .title)
    }
}

struct EditorForm: View {
    @FocusState private var focusedField: Field?

    var body: some View {
        FocusedEditor(focusedField: $focusedField)
            .padding(12)
    }
}
