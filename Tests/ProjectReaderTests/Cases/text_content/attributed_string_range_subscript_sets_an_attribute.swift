// `text[text.startIndex..<text.endIndex].inlinePresentationIntent = .stronglyEmphasized` (a
// `bold()` helper in an `AttributedString` extension) sets an attribute through a range subscript;
// `text[range]` reads an `AttributedSubstring` of those characters. The text shows its characters:
// "Hello!" is 6 × 8.5 = 51 wide, the slice "He" 2 × 8.5 = 17.
// source: Apple, AttributedString (`startIndex`, `endIndex`, `subscript(_:)` taking a range of
// source: indices, giving an AttributedSubstring); the case measurer: each grapheme 0.5 em wide,
// source: the 17-pt body font.
// expect: no error
// expect: Text[*].width == [51, 17]
import SwiftUI

extension AttributedString {
    mutating func bold() {
        self[startIndex..<endIndex].inlinePresentationIntent = .stronglyEmphasized
    }
}

struct Greeting: View {
    var greeting: AttributedString {
        var text = AttributedString("Hello!")
        text.bold()
        return text
    }
    var body: some View {
        VStack {
            Text(greeting)
            Text(AttributedString(greeting[greeting.startIndex..<greeting.index(greeting.startIndex, offsetByCharacters: 2)]))
        }
    }
}

#Preview { Greeting() }
