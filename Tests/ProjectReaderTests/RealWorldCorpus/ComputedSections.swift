import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let first: String
    let last: String
    var favourite = false

    var fullName: String { "\(first) \(last)" }
}

struct ContactsIndex: View {
    let contacts: [Contact] = [
        Contact(id: 1, first: "Ada", last: "Byron", favourite: true),
        Contact(id: 2, first: "Alan", last: "Kay"),
        Contact(id: 3, first: "Barbara", last: "Liskov"),
        Contact(id: 4, first: "Grace", last: "Hopper", favourite: true),
    ]

    private var grouped: [(letter: String, people: [Contact])] {
        let groups = Dictionary(grouping: contacts) { String($0.first.prefix(1)) }
        return groups.keys.sorted().map { ($0, groups[$0] ?? []) }
    }

    private var favourites: some View {
        HStack {
            ForEach(contacts.filter(\.favourite)) { contact in
                Text(contact.first)
                    .padding(8)
                    .background(Color.yellow.opacity(0.3), in: RoundedRectangle(cornerRadius: 8))
            }
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            favourites
            ForEach(grouped, id: \.letter) { section in
                Text(section.letter)
                    .font(.headline)
                ForEach(section.people) { person in
                    Text(person.fullName)
                        .padding(.leading)
                }
            }
        }
        .padding()
    }
}

#Preview {
    ContactsIndex()
}
