// A SwiftUI enum nested in a SwiftUI type is reached through its outer type written in full:
// `Font.TextStyle.caption` (as a design system's table of styles writes it) and
// `Text.TruncationMode.middle` are cases of those enums, compared with `.caption` and `.middle`.
// source: Apple, "Font.TextStyle" (an enum nested in `Font`) and "Text.TruncationMode" (nested in `Text`);
// source: a nested type is named through its enclosing type (the Swift book, "Nested Types").
// source: caption → 30 and middle → 10 by the file's own functions; the frame is 30 + 10 = 40 wide.
// expect: no diagnostic
// expect: frame.width == 40
import SwiftUI

struct HouseStyles {
    let small = Font.TextStyle.caption
    let cut = Text.TruncationMode.middle
}

func styleWidth(_ style: Font.TextStyle) -> CGFloat { style == .caption ? 30 : 5 }
func cutWidth(_ mode: Text.TruncationMode) -> CGFloat { mode == .middle ? 10 : 1 }

struct HouseBadge: View {
    var body: some View {
        Color.red.frame(width: styleWidth(HouseStyles().small) + cutWidth(HouseStyles().cut), height: 10)
    }
}
#Preview { HouseBadge() }
