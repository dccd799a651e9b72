// A store keeps a database package's tables (`Table("notes")`, the spelling of SQLite.swift's
// `Table(_ name: String)`). SwiftUI's `Table` needs `columns:` and `rows:`, so its initializer
// refuses the call; the file imports `SQLite`, which LayoutLens does not read, and compiles in its
// app, so the call is that module's initializer: its value is a stand-in naming the module, and
// the store's shared instance is still made, so its other property shows its text.
// source: The Swift Programming Language, "Access Control" (an imported module's public
// source: declarations are visible to the importing file) — the shape seen in an app's store of
// source: SQLite tables made in `static let shared`.
// source: one text line, so one Text of the title.
// expect: Text.text == "Notes"
// expect: no error
// expect: 1 × warning [undefinedViewOverload] "Table"
import SwiftUI
import SQLite

final class NoteStore {
    let notes = Table("notes")
    let title = "Notes"
    static let shared = NoteStore()
}

struct NotesHeader: View {
    var body: some View {
        Text(NoteStore.shared.title)
    }
}

#Preview {
    NotesHeader()
}
