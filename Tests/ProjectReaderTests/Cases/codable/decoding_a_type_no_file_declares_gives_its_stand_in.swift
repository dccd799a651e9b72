// A `Decodable` type whose `init(from:)` decodes a type no file read declares (an OpenAPI
// generator's `Generated.Item`, made at build time): the decoded value is as unknown as its type,
// a stand-in whose members are assumed (reported), not the JSON as a dictionary, which has none
// of the type's members. The rest of the initializer runs, and the title it decodes is shown.
// source: Apple, "SingleValueDecodingContainer.decode(_:)": it decodes a value of the type given;
// source: SE-0166. The JSON's "title" is "Dawn", read with the keyed container.
// expect: no error
// expect: Text[*].text contains "Dawn"
import SwiftUI

struct Entry: Decodable {
    enum Keys: String, CodingKey { case title }
    let item: Generated.Item
    let title: String
    let hasNotes: Bool

    init(from decoder: any Decoder) throws {
        item = try decoder.singleValueContainer().decode(Generated.Item.self)
        hasNotes = item.notes != nil
        title = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .title)
    }
}

struct EntryTitle: View {
    var body: some View {
        let json = #"{"title": "Dawn", "notes": {"id": 1}}"#
        let entry = try! JSONDecoder().decode(Entry.self, from: Data(json.utf8))
        Text(entry.title)
    }
}

#Preview { EntryTitle() }
