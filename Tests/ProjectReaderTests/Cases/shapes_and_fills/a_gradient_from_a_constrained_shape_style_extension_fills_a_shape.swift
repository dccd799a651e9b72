// `extension ShapeStyle where Self == LinearGradient { static var brandGradient }` beside a
// label style's static: `.fill(.brandGradient)` takes `some ShapeStyle`, so SE-0299 finds the
// gradient on `ShapeStyle`, and the label style's `.vertical` is no concern of `padding`'s
// `Edge.Set` parameter. The filled rectangle keeps its 30 × 30 frame, the padded one is
// 20 + 2 × 6 = 32 tall.
// source: SE-0299 "Extending Static Member Lookup in Generic Contexts"; Apple, `Shape.fill(_:style:)`
// source: takes `some ShapeStyle`, `padding(_:_:)` an `Edge.Set`.
// expect: no diagnostic
// expect: Rectangle.size == 30×30
// expect: padding.size == 20×32
import SwiftUI

extension ShapeStyle where Self == LinearGradient {
    static var brandGradient: LinearGradient {
        LinearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom)
    }
}

struct CompactLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == CompactLabelStyle {
    static var vertical: Self { CompactLabelStyle() }
}

#Preview {
    VStack {
        Rectangle().fill(.brandGradient).frame(width: 30, height: 30)
        Color.orange.frame(width: 20, height: 20).padding(.vertical, 6)
    }
}
