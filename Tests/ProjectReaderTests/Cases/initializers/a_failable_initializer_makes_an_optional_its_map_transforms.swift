// A call of a type's own `init?` gives an optional: `Mood(code: "busy").map(Words.describe)` is
// `Optional.map`, which calls the function with the mood, and the text is its result; a code no
// case has gives nil, and `??` its default.
// source: The Swift Programming Language, "Initialization", "Failable Initializers" ("A failable
// source: initializer creates an optional value of the type it initializes"); Apple docs,
// source: "Optional", map(_:). swiftc 6 prints "mood busy none" for the same expressions.
// expect: no error
// expect: Text.text == "mood busy none"
import SwiftUI

enum Mood: String {
    case calm, busy

    init?(code: String) {
        self.init(rawValue: code)
    }
}

enum Words {
    static func describe(_ mood: Mood) -> String { "mood " + mood.rawValue }
}

struct MoodCaption: View {
    var body: some View {
        Text("\(Mood(code: "busy").map(Words.describe) ?? "none") \(Mood(code: "late").map(Words.describe) ?? "none")")
    }
}

#Preview {
    MoodCaption()
}
