// A theme class declares unlabelled subscripts over different token enums, and a subclass
// overrides them all: `theme[SizeToken.large]` calls the subscript taking a `SizeToken`, never
// the first one declared, through a property typed with the base class.
// source: The Swift Programming Language, "Subscripts", "Subscript Options": the subscript used
// source: is inferred from the types of the values given; swiftc 6 prints "40.0 12.0 gray" for
// source: `theme[SizeToken.large]`, `theme[SizeToken.small]` and `theme[ColorToken.muted]`.
// expect: no warning
// expect: Color[*].width == [40, 12]
// expect: Text[*].text == ["gray"]
import SwiftUI

enum ColorToken { case accent, muted }
enum SizeToken { case small, large }

class Theme {
    subscript(color: ColorToken) -> String { "base color" }
    subscript(size: SizeToken) -> CGFloat { 0 }
}

final class BrandTheme: Theme {
    override subscript(color: ColorToken) -> String {
        switch color {
        case .accent: return "orange"
        case .muted: return "gray"
        }
    }

    override subscript(size: SizeToken) -> CGFloat {
        switch size {
        case .small: return 12
        case .large: return 40
        }
    }
}

struct TokenSwatches: View {
    private let theme: Theme = BrandTheme()

    var body: some View {
        VStack {
            Color.red.frame(width: theme[SizeToken.large], height: 4)
            Color.blue.frame(width: theme[SizeToken.small], height: 4)
            Text(theme[ColorToken.muted])
        }
    }
}

#Preview { TokenSwatches() }
