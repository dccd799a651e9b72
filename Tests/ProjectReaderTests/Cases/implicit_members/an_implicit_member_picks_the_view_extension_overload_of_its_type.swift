// Two `View` extension methods told apart only by their parameter's type (`themedFont(_: CGFloat)`
// and `themedFont(_: Font.TextStyle)`), called on a library view (`Color.red`): the implicit
// member `.body` is looked up in each parameter's type, and only `Font.TextStyle` has it, so
// swiftc calls the second; `10` is a number and calls the first.
// source: The Swift Programming Language, "Implicit Member Expression" (the member is looked up in
// source: the contextual type); swiftc 6 type-checks the same pair of extension methods.
// source: widths by arithmetic: `.body` → 40, `.title` → 50, `10` → 10.
// expect: no warning
// expect: frame[*].width == [40, 50, 10]
import SwiftUI

extension View {
    func themedFont(_ size: CGFloat, weight: Font.Weight? = nil) -> some View {
        frame(width: size, height: 2)
    }
    func themedFont(_ style: Font.TextStyle, weight: Font.Weight? = nil) -> some View {
        frame(width: style == .body ? 40 : 50, height: 2)
    }
}

struct ThemedRows: View {
    var body: some View {
        VStack {
            Color.red.themedFont(.body)
            Color.red.themedFont(.title, weight: .bold)
            Color.red.themedFont(10)
        }
    }
}
#Preview { ThemedRows() }
