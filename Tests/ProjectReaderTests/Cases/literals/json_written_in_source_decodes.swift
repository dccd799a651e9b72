// Preview data written as JSON in the source: `String.data(using: .utf8)` gives the string's
// UTF-8 bytes (50 for this object) and `JSONDecoder` decodes them with the type's own
// `init(from:)`, as a compiled program does.
// source: Apple docs, "String.data(using:allowLossyConversion:)";
// source: swiftc 6 with Foundation on Linux prints "a1 Squat true 50" for the same program.
// expect: no diagnostic
// expect: Text[*].text == ["a1", "Squat", "true", "50"]
import SwiftUI

struct Exercise: Decodable {
    var id: String
    var name: String?
    var isWeight: Bool

    enum CodingKeys: String, CodingKey { case id, name, isWeight = "is_weight" }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        isWeight = try container.decodeIfPresent(Bool.self, forKey: .isWeight) ?? false
    }
}

struct ExerciseRow: View {
    let json = """
    { "id": "a1", "name": "Squat", "is_weight": true }
    """
    var body: some View {
        let data = json.data(using: .utf8)!
        let exercise = try! JSONDecoder().decode(Exercise.self, from: data)
        VStack {
            Text(exercise.id)
            Text(exercise.name ?? "-")
            Text("\(exercise.isWeight)")
            Text("\(data.count)")
        }
    }
}

#Preview { ExerciseRow() }
