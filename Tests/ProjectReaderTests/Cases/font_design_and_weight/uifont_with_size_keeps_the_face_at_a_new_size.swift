// `UIFont.systemFont(ofSize: 12).withSize(30)` is the same face at 30 points, and
// `Font(uiFont)` sets the text in it.
// source: Apple, "UIFont.withSize(_:)" — "Returns a font object that is the same as the font,
// source: except it has the specified size"; Apple, "Font.init(_: CTFont)".
// expect: no diagnostic
// expect: Text.fontSize == 30
import SwiftUI
import UIKit

struct Headline: View {
    var body: some View {
        Text("Hi").font(Font(UIFont.systemFont(ofSize: 12).withSize(30)))
    }
}
#Preview { Headline() }
