// `.padding(.card)` and `.listRowInsets(.card)` beside `extension EdgeInsets { static let card }`:
// an implicit member is looked up on the parameter's type (SE-0287; TSPL, "Implicit Member
// Expression"). `padding` has overloads taking `EdgeInsets`, `CGFloat` and `Edge.Set`; only the
// `EdgeInsets` one has a member `card`, so Swift picks it. `listRowInsets(_:)` takes
// `EdgeInsets?` (Apple docs), whose wrapped type has the member.
// source: padding: 10 + 20 + 10 = 40 wide, 10 + 4 + 6 = 20 high.
// source: list row: the row's content is inset by the given insets in place of the default ones
// (Apple, `listRowInsets(_:)`): leading 20; a plain list fills the 200-point width, 200 − 20 − 10 = 170.
// expect: no error
// expect: padding.size == 40×20
// expect: Color[1].x == 20
// expect: Color[1].width == 170
import SwiftUI

extension EdgeInsets {
    static let card = EdgeInsets(top: 4, leading: 20, bottom: 6, trailing: 10)
}

struct InsetCards: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).padding(.card)
            List {
                Color.blue.frame(height: 10).listRowInsets(.card)
            }
            .listStyle(.plain)
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 200)) { InsetCards() }
