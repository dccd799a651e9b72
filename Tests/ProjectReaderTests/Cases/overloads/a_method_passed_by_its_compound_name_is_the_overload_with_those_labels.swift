// A static method passed by its compound name (`Badge.make(for:)`) is the overload whose
// argument labels the name spells, not the first one declared under the base name `make`:
// `["a", "b"].map(Badge.make(for:))` calls `make(for:)` on each word.
// source: The Swift Programming Language, "Functions" (argument labels are part of a function's
// source: name) and "Expressions", "Explicit Member Expression" (`x.method(label:)` names the
// source: overload with those labels); swiftc 6 prints the two words with "-" each: "a-,b-".
// expect: no error
// expect: Text.text == "a-,b-"
import SwiftUI

struct Badge {
    let text: String

    static func make(title: String, detail: String?, count: Int = 0) -> Badge {
        Badge(text: title + (detail ?? "-"))
    }

    static func make(for word: String) -> Badge {
        make(title: word, detail: nil)
    }
}

struct BadgeRow: View {
    var body: some View {
        let badges = ["a", "b"].map(Badge.make(for:))
        Text(badges.map(\.text).joined(separator: ","))
    }
}

#Preview {
    BadgeRow()
}
