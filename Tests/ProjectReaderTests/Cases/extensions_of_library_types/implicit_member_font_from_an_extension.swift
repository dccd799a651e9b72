// `.font(.hero)` names a static the program declares in `extension Font`: the text is set in
// that font (40 pt), not assumed to be the body font.
// source: Apple, "Font" — a font is a value; `.font(_:)` takes any `Font`, and an implicit
// source: member expression looks the name up on the contextual type, extensions included
// source: (the Swift book, "Implicit Member Expression").
// expect: no diagnostic
// expect: Text[*].fontSize == [40, 40]
import SwiftUI

extension Font {
    static let hero = Font.system(size: 40)
    static var heroComputed: Font { .system(size: 40) }
}

struct Titles: View {
    var body: some View {
        VStack {
            Text("One").font(.hero)
            Text("Two").font(.heroComputed)
        }
    }
}
#Preview { Titles() }
