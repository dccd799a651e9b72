import SwiftUI

// A form as apps write it: an inline-titled NavigationStack over an inset-grouped Form with text
// fields and a segmented picker in their own sections; and a sign-in card of rounded-border text
// and secure fields above a segmented picker, padded in a VStack.
// LayoutLens fixture (issue 32); the numbers it checks are in FixtureProvenanceTests.

enum Recurrence: String, CaseIterable {
    case never, daily, weekly
}

struct NewEventForm: View {
    @State private var title = "Design review"
    @State private var location = ""
    @State private var recurrence = Recurrence.weekly

    var body: some View {
        NavigationStack {
            Form {
                Section("Event") {
                    TextField("Title", text: $title)
                    TextField("Location", text: $location)
                }
                Section("Repeat") {
                    Picker("Repeat", selection: $recurrence) {
                        ForEach(Recurrence.allCases, id: \.self) { value in
                            Text(value.rawValue.capitalized).tag(value)
                        }
                    }
                    .pickerStyle(.segmented)
                }
            }
            .navigationTitle("New Event")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct SignInCard: View {
    @State private var email = ""
    @State private var password = ""
    @State private var account = 0

    var body: some View {
        VStack(spacing: 12) {
            Picker("Account", selection: $account) {
                Text("Personal").tag(0)
                Text("Work").tag(1)
            }
            .pickerStyle(.segmented)
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
        }
        .padding()
    }
}

#Preview("New event") {
    NewEventForm()
}

#Preview("Sign in") {
    SignInCard()
}
