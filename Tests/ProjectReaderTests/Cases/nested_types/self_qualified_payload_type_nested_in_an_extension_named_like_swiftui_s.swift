// `enum Palette { case color(Self.Color); case text(Self.Text) }` with `Color` and `Text` nested
// in extensions of `Palette`: inside the enum, `Self.Color` is `Palette.Color`, not SwiftUI's, so
// `.color(.blue(._700))` makes `Palette.Color.blue` with `Palette.Color.Scale._700`, and
// `.text(.tertiary)` `Palette.Text.tertiary`.
// source: The Swift Programming Language, "Nested Types" (a nested type is named through its
// source: outer type) and "Self Type" (inside a type, `Self` is that type); swiftc 6 builds this.
// source: `palette` gives `.red` for blue at 700 and `.green` for tertiary text, so the two
// source: colours are those, each as large as its 10 × 10 frame.
// expect: no diagnostic
// expect: Color[*].label == ["Color.red", "Color.green"]
import SwiftUI

public enum Palette {
    case color(Self.Color)
    case text(Self.Text)
}

public extension Palette {
    enum Color {
        case blue(Self.Scale)
        case gray(Self.Scale)
        public enum Scale { case _50, _700 }
    }
}

public extension Palette {
    enum Text { case brand, tertiary }
}

extension Color {
    static func palette(_ palette: Palette) -> Color {
        switch palette {
        case .color(let color):
            switch color {
            case .blue(let scale): return scale == ._50 ? .blue : .red
            case .gray: return .gray
            }
        case .text(let text):
            return text == .brand ? .orange : .green
        }
    }
}

struct Swatches: View {
    var body: some View {
        VStack {
            Color.palette(.color(.blue(._700))).frame(width: 10, height: 10)
            Color.palette(.text(.tertiary)).frame(width: 10, height: 10)
        }
    }
}
#Preview { Swatches() }
