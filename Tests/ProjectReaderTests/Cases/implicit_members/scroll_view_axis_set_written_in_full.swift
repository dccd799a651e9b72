// `ScrollView(Axis.Set.horizontal)`: the type written out in full. A horizontal scroll view
// proposes its content no width, so a colour takes its ideal width of 10 (a vertical one would
// give it the scroll view's 200).
// source: a seventh and an eighth sample of public view files (40 files of 4 repositories and 50
// source: of 5, kept outside the repository); a colour's ideal size 10: reference/swiftui-layout-facts.md.
// expect: no diagnostic
// expect: Color.width == 10
import SwiftUI
#Preview(traits: .sizeThatFitsLayout) {
    ScrollView(Axis.Set.horizontal) { Color.red.frame(height: 10) }
        .frame(width: 200, height: 50)
}
