import SwiftUI

// An editor screen as apps write it in 2024: an @Observable draft read from the environment and
// bound with a local @Bindable, a compact date picker, a colour picker, a focus flag without an
// initial value, and platform-specific modifiers in postfix #if blocks.
@Observable
final class ReminderDraft {
    var title: String
    var notes = ""
    var dueDate = Date()
    var hasDueDate: Bool
    var tint = Color.orange

    init(title: String, hasDueDate: Bool) {
        self.title = title
        self.hasDueDate = hasDueDate
    }
}

struct ReminderEditor: View {
    @Environment(ReminderDraft.self) private var draft
    @FocusState private var isEditingTitle: Bool

    var body: some View {
        @Bindable var draft = draft
        Form {
            Section("Reminder") {
                TextField("Title", text: $draft.title)
                    .focused($isEditingTitle)
                    .font(isEditingTitle ? .headline : .body)
                Toggle("Due date", isOn: $draft.hasDueDate)
                if draft.hasDueDate {
                    DatePicker("Due", selection: $draft.dueDate, displayedComponents: [.date, .hourAndMinute])
                }
            }
            Section("Look") {
                ColorPicker("Tint", selection: $draft.tint)
            }
        }
        #if os(iOS)
        .navigationTitle("Edit Reminder")
        #elseif os(macOS)
        .frame(minWidth: 400)
        #endif
        #if !os(visionOS)
        .scrollDismissesKeyboard(.interactively)
        #endif
    }
}

#Preview("With due date") {
    NavigationStack {
        ReminderEditor()
    }
    .environment(ReminderDraft(title: "Water the plants", hasDueDate: true))
}

#Preview("No due date") {
    NavigationStack {
        ReminderEditor()
    }
    .environment(ReminderDraft(title: "Call Ana", hasDueDate: false))
}
