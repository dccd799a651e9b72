// `Color.resolve(in:)` gives a `Color.Resolved`: its `red`, `green`, `blue` and `opacity` are the
// colour's components, `Color(_:)` makes a colour of them again, and a member LayoutLens does not
// model (`cgColor`, whose `components` a comparison reads) is a stand-in with a warning: the
// comparison finds no components and answers false, and the view lays out.
// source: Apple, Color.resolve(in:) and Color.Resolved (iOS 17: red, green, blue, opacity;
// source: Color.init(_ resolved:)); the shape (a colour-swatch picker comparing colours through
// source: `resolve(in:)` and `cgColor.components`) from a public party-game app.
// source: widths: 0.25 × 100 = 25, 0.5 × 100 = 50; the swatch 20 wide as written.
// expect: no error
// expect: warning line 17 "cgColor"
// expect: Color[*].width == [25, 50, 20]
import SwiftUI

extension Color {
    func isClose(to other: Color) -> Bool {
        let mine = resolve(in: EnvironmentValues())
        guard let components = mine.cgColor.components, components.count >= 3 else { return false }
        let theirs = other.resolve(in: EnvironmentValues())
        return abs(Float(components[0]) - theirs.red) < 0.01
    }
}

struct SwatchRow: View {
    let swatch = Color(red: 0.25, green: 0.5, blue: 1)

    var body: some View {
        let resolved = swatch.resolve(in: EnvironmentValues())
        HStack(spacing: 0) {
            Color.red.frame(width: CGFloat(resolved.red) * 100, height: 10)
            Color.green.frame(width: CGFloat(resolved.green) * 100, height: 10)
            Color(resolved).frame(width: swatch.isClose(to: .blue) ? 40 : 20, height: 10)
        }
    }
}

#Preview {
    SwatchRow()
}
