// `.shadow(color: .glow.opacity(0.5), radius: 7)` with `extension Color { static let glow }` in
// the program: the implicit member chain starts from the contextual type's static member
// (SE-0287, "Extend implicit member syntax to cover chains of member references"), so the
// shadow's colour is the program's `glow` at half opacity, not another file's unknown colour.
// source: held-out set 20's development half (a design-system package's pulsing text modifier),
// written from the language rule, not copied.
// expect: no diagnostic
// expect: Text.count == 1
import SwiftUI
extension Color {
    static let glow = Color(red: 0.94, green: 0.82, blue: 0.48)
}
struct LiveBadge: View {
    var body: some View {
        Text("Live")
            .foregroundStyle(Color.glow)
            .shadow(color: .glow.opacity(0.5), radius: 7)
    }
}
#Preview { LiveBadge() }
