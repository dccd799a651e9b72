// `Label(configuration)` in a `LabelStyle`'s `makeBody`: the label of the style's title and icon
// in the built-in style, here padded by the style (16 on each side: 2 × 16 = 32 wider).
// source: a twenty-fifth sample (50 files of 5 repositories: two catalogues of SwiftUI, a course,
// source: learning examples, an app; 47 → 49 lay out); Apple, `Label.init(_: LabelStyleConfiguration)`;
// source: the default padding of 16: reference/swiftui-layout-facts.md.
// expect: no error
// expect: padding.width == Label.width + 32
import SwiftUI
struct Framed: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration).padding()
    }
}
struct Row: View {
    var body: some View {
        Label("Sliders", systemImage: "slider.horizontal.3").labelStyle(Framed())
    }
}
#Preview { Row() }
