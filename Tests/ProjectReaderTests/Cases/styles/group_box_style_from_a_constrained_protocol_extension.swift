// `extension GroupBoxStyle where Self == CardGroupBoxStyle { static var card }`:
// `.groupBoxStyle(.card)` finds the static through SwiftUI's `GroupBoxStyle` protocol, and the
// box is the style's `makeBody(configuration:)`, its label over its content in a 50 × 40 frame.
// source: SE-0299 (static member lookup in generic contexts); Apple, `groupBoxStyle(_:)` takes
// source: `some GroupBoxStyle`; `GroupBoxStyleConfiguration` has `label` and `content`.
// source: the 50 × 40 frame is the style body's own.
// expect: no diagnostic
// expect: frame.size == 50×40
// expect: Text[*].text == ["Title", "Body"]
import SwiftUI

extension GroupBoxStyle where Self == CardGroupBoxStyle {
    static var card: Self { CardGroupBoxStyle() }
}

struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            configuration.content
        }
        .frame(width: 50, height: 40)
    }
}

#Preview {
    GroupBox("Title") { Text("Body") }
        .groupBoxStyle(.card)
}
