// A `PreferenceKey` whose value is optional may leave out `defaultValue`: SwiftUI provides nil
// (`extension PreferenceKey where Value: ExpressibleByNilLiteral`), so a view reporting its
// size through it lays out with no stand-in.
// source: Apple, "PreferenceKey.defaultValue" ("Default implementation provided"). The bar is
// source: 30 wide whatever the key holds.
// expect: no error
// expect: no warning
// expect: Color.width == 30
import SwiftUI

struct SizeReader: View {
    private struct SizeKey: PreferenceKey {
        static func reduce(value: inout CGSize?, nextValue: () -> CGSize?) {
            value = value ?? nextValue()
        }
    }

    @State private var height: CGFloat?

    var body: some View {
        Color.red
            .frame(width: 30, height: 10)
            .background(GeometryReader { proxy in
                Color.clear.preference(key: SizeKey.self, value: proxy.size)
            })
            .onPreferenceChange(SizeKey.self) { size in height = size?.height }
    }
}

#Preview { SizeReader() }
