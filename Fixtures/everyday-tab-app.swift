import SwiftUI

// A tab app as apps write it: a TabView bound to a selection, each tab's item a Label, the first
// tab a NavigationStack over a list of mail. On an iPhone in portrait each item is its glyph with
// the title below it, in equal slots of the tab bar; the selected tab's content fills the rest.
// LayoutLens fixture (issue 32); the numbers it checks are in FixtureProvenanceTests.

struct InboxScreen: View {
    let subjects = ["Team sync", "Invoice #204", "Weekend plans"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(subjects, id: \.self) { subject in
                    Label(subject, systemImage: "envelope")
                }
            }
            .navigationTitle("Inbox")
        }
    }
}

struct MailTabs: View {
    @State var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            InboxScreen()
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(0)
            Text("No sent mail")
                .tabItem { Label("Sent", systemImage: "paperplane") }
                .tag(1)
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(2)
        }
    }
}

#Preview("Inbox") {
    MailTabs()
}

#Preview("Sent") {
    MailTabs(selection: 1)
}
