// `EditMode` is SwiftUI's enum (`inactive`, `transient`, `active`): a view keeps one in its own
// state (`@State var editMode: EditMode = .inactive`), a caller passes `.active`, and the body
// compares it (`editMode == .active`) to pick what it shows — the wide bar for the view made
// active, the narrow one for the view left inactive.
// source: Apple docs, "EditMode" ("A mode that indicates whether the user can edit a view's
// source: content": `case inactive`, `case transient`, `case active`). Widths: active 80,
// source: inactive 20, as the body writes them.
// expect: no diagnostic
// expect: Color[*].width == [80, 20]
import SwiftUI

struct EditableRow: View {
    @State var editMode: EditMode = .inactive

    var body: some View {
        Color.mint.frame(width: editMode == .active ? 80 : 20, height: 4)
    }
}

#Preview {
    VStack(spacing: 0) {
        EditableRow(editMode: .active)
        EditableRow()
    }
}
