// A generic `Decodable` struct (`Update<E>`, its `changed: [E]`) decoded as a property written
// with its argument (`Payload.Update<Day>`, `Update<Room>`): Swift's synthesized `init(from:)` of
// the specialization decodes `changed` as `[Day]` and `[Room]`, so each element is the argument's
// type, under the coding keys the generic struct declares.
// source: SE-0166 (Swift Archival & Serialization: synthesized Decodable conformances) and Apple,
// source: "Encoding and Decoding Custom Types"; checked with swiftc 6.3 and swift-corelibs-foundation,
// source: which prints "Mon,Tue 7 1" for this JSON.
// expect: no error
// expect: no warning
// expect: Text[*].text == ["Mon,Tue 7 1"]
import SwiftUI

struct Payload: Decodable {
    struct Update<E: Decodable>: Decodable {
        private enum CodingKeys: String, CodingKey {
            case changed = "Changed", removed = "Removed"
        }

        var changed: [E]
        var removed: [String]
    }

    var days: Payload.Update<Day>
    var rooms: Update<Room>
}

struct Day: Decodable {
    var name: String
}

struct Room: Decodable {
    var number: Int
}

struct PayloadSummary: View {
    var summary: String {
        let json = #"{"days": {"Changed": [{"name": "Mon"}, {"name": "Tue"}], "Removed": []}, "rooms": {"Changed": [{"number": 7}], "Removed": ["a"]}}"#
        guard let payload = try? JSONDecoder().decode(Payload.self, from: Data(json.utf8)) else { return "failed" }
        return "\(payload.days.changed.map(\.name).joined(separator: ",")) \(payload.rooms.changed[0].number) \(payload.rooms.removed.count)"
    }

    var body: some View {
        Text(summary)
    }
}

#Preview { PayloadSummary() }
