// `listRowInsets(.init(top: 30, leading: 40, bottom: 30, trailing: 0))`: the implicit
// `EdgeInsets` initializer, as `ListTests` writes it in full: content 40 from the section's 16
// (16 + 40 = 56 from the list), 300 − 2 × 16 − 40 = 228 wide, 35 + 30 = 65 from the list's top.
// source: a ninth sample of public view files (42 files of 5 app repositories kept outside the
// source: repository); the list's insets (16, 35): `ListTests`.
// expect: no diagnostic
// expect: Color.x - List.x == 56
// expect: Color.width == 228
// expect: Color.y - List.y == 65
import SwiftUI
#Preview {
    List {
        Color.blue.frame(height: 20).listRowInsets(.init(top: 30, leading: 40, bottom: 30, trailing: 0))
    }
    .frame(width: 300, height: 500)
}
