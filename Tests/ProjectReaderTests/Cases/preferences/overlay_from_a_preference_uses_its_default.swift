// `overlayPreferenceValue(Key.self) { value in … }` over a view that sets no value for the key:
// the content is made from the key's default value, 24 (Apple docs, "PreferenceKey.defaultValue":
// "Views that have no explicit value for the key produce this default value"); the overlay never
// changes its view's 80 × 30 frame.
// source: a twenty-fourth sample (32 files of a book's sample code and video-series projects;
// source: 28 → 30 lay out); Apple, `overlayPreferenceValue(_:alignment:_:)`.
// expect: no error
// expect: no warning
// expect: frame[*].size contains 80×30
// expect: frame[*].size contains 24×4
import SwiftUI
struct WidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 24
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}
struct Tag: View {
    var body: some View {
        Text("Tag")
            .frame(width: 80, height: 30)
            .overlayPreferenceValue(WidthKey.self, alignment: .leading) { width in
                Color.orange.frame(width: width, height: 4)
            }
    }
}
#Preview { Tag() }
