// `extension ButtonStyle where Self == PrimaryStyle { static func primary(tall:) -> Self {
// .init(tall: tall) } }`, as apps write their styles: `.buttonStyle(.primary(tall: true))` finds
// the static through the protocol, and inside it `Self` is `PrimaryStyle`. The style's body sets
// the button's height: 80 tall, 50 otherwise.
// source: an eleventh sample of public view files (50 files of 5 app repositories kept outside
// source: the repository); SE-0299 (static member lookup in generic contexts).
// expect: no diagnostic
// expect: frame[*].height == [50, 80]
import SwiftUI
struct PrimaryStyle: ButtonStyle {
    var tall = false
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding().frame(height: tall ? 80 : 50).background(Color.blue)
    }
}
extension ButtonStyle where Self == PrimaryStyle {
    static var primary: PrimaryStyle { PrimaryStyle() }
    static func primary(tall: Bool) -> Self { .init(tall: tall) }
}
#Preview {
    VStack {
        Button("One") { }.buttonStyle(.primary)
        Button("Two") { }.buttonStyle(.primary(tall: true))
    }
}
