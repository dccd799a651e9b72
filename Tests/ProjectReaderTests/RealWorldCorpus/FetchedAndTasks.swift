import SwiftUI
import CoreData

// A Core Data list the way tutorials write it: the fetch has no store in a preview, so the list
// shows its empty-state row; the refresh task hops to the main actor.
struct NotesList: View {
    @FetchRequest(sortDescriptors: []) private var notes: FetchedResults<Note>
    @Binding var filter: String
    let onSelect: (String) -> Void

    init(filter: Binding<String>, onSelect: @escaping(String) -> Void) {
        self._filter = filter
        self.onSelect = onSelect
    }

    var body: some View {
        VStack(spacing: 8) {
            Text("Notes matching \(filter)")
            if notes.isEmpty {
                Text("No notes yet")
                    .foregroundStyle(.secondary)
            }
            ForEach(notes, id: \.self) { note in
                Text("note")
            }
        }
        .onAppear {
            Task { @MainActor in
                onSelect(filter)
            }
        }
    }
}

#Preview {
    NotesList(filter: .constant("swift"), onSelect: { _ in })
}
