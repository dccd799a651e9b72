// `.foregroundColor(.theme.accent)` with `extension Color { static let theme = Theme() }` and
// `struct Theme { let accent: Color }`: an implicit member chain starts at a static of the
// contextual type (`Color.theme`), whose value may be of another type, and ends in a member that
// is a `Color` (SE-0287 asks only that the chain's result be the contextual type). Every member
// is the program's own, so nothing is "defined in another file"; the chain's middle call keeps its
// own argument (`.theme.tone(2).opacity(0.5)`). (The parameters here are `Color`s: a generic
// `ShapeStyle` parameter finds only statics of `extension ShapeStyle where Self == …`, SE-0299.)
// source: SE-0287 "Extend implicit member syntax to cover chains of member references";
// source: Apple, "foregroundColor(_:)" takes a `Color?`, "shadow(color:radius:x:y:)" a `Color`;
// source: swiftc 6 compiles the same chains against stand-in `Color`/`Theme` types.
// expect: no diagnostic
// expect: Text.count == 2
// expect: Rectangle.count == 1
import SwiftUI

struct Theme {
    let accent = Color(red: 0.2, green: 0.6, blue: 0.9)
    func tone(_ level: Int) -> Color { level > 1 ? .indigo : .mint }
}

extension Color {
    static let theme = Theme()
}

struct ThemedRow: View {
    var body: some View {
        VStack {
            Text("Balance").foregroundColor(.theme.accent)
            Text("Due").foregroundColor(.theme.tone(2).opacity(0.5))
            Rectangle().shadow(color: .theme.accent, radius: 2)
        }
    }
}

#Preview { ThemedRow() }
