// A function named by its full name with no base — `label(for:)` inside a type (self's method),
// `badge(for:)` in a static context, `shout(of:)` globally, `local(of:)` nested — is that
// function as a value, the labels picking it among functions of the same base name.
// source: The Swift Programming Language, "Expressions" (a function's name may include its
// argument labels to pick an overload); checked with swiftc 6 — the same model printed
// ["#a#b", "12", "[x]", "AB", "aabb"].
// expect: no diagnostic
// expect: Text[*].text == ["#a#b", "12", "[x]", "AB", "aabb"]
import SwiftUI

func shout(of word: String) -> String { word.uppercased() }
func shout(_ word: String) -> String { word + "!" }

struct TagLines: View {
    let words = ["a", "b"]

    private func label(for word: String) -> String { "#" + word }
    private func label(at index: Int) -> String { "\(index)" }
    static func badge(for word: String) -> String { "[" + word + "]" }
    static var badges: String { ["x"].map(badge(for:)).joined() }

    var lines: [String] {
        func local(of word: String) -> String { word + word }
        return [words.map(label(for:)).joined(), [1, 2].map(label(at:)).joined(), Self.badges,
                words.map(shout(of:)).joined(), words.map(local(of:)).joined()]
    }

    var body: some View {
        VStack {
            ForEach(lines, id: \.self) { line in
                Text(line)
            }
        }
    }
}

#Preview {
    TagLines()
}
