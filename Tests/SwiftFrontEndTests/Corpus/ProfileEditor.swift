import SwiftUI

struct Profile: Equatable {
    var name: String
    var bio: String
    var links: [URL] = []
    var birthday: Date?
}

struct ProfileEditor: View {
    @Binding var profile: Profile
    @FocusState private var focusedField: Field?
    @State private var draftLink = ""

    private enum Field: Hashable {
        case name, bio, link
    }

    private var isValid: Bool {
        !profile.name.trimmingCharacters(in: .whitespaces).isEmpty && profile.bio.count <= 160
    }

    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
                .focused($focusedField, equals: .name)
                .submitLabel(.next)
                .onSubmit { focusedField = .bio }
            TextField("Bio", text: $profile.bio, axis: .vertical)
                .lineLimit(3...6)
                .focused($focusedField, equals: .bio)
            if profile.bio.count > 160 {
                Text("\(profile.bio.count - 160) characters too many")
                    .foregroundStyle(.orange)
            }
            Section("Links") {
                ForEach(profile.links, id: \.self) { link in
                    Link(link.host() ?? link.absoluteString, destination: link)
                }
                HStack {
                    TextField("https://", text: $draftLink)
                        .focused($focusedField, equals: .link)
                    Button("Add") {
                        guard let url = URL(string: draftLink), url.scheme?.hasPrefix("http") == true else { return }
                        profile.links.append(url)
                        draftLink = ""
                    }
                    .disabled(draftLink.isEmpty)
                }
            }
            DatePicker(
                "Birthday",
                selection: Binding(
                    get: { profile.birthday ?? .now },
                    set: { profile.birthday = $0 }
                ),
                displayedComponents: .date
            )
        }
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") { focusedField = nil }
            }
        }
        .disabled(!isValid && focusedField == nil)
    }
}

#Preview {
    @Previewable @State var profile = Profile(name: "Grace", bio: """
        Compiler pioneer.
        Found a moth.
        """)
    ProfileEditor(profile: $profile)
}
