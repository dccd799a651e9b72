// A `transformPreference` with no view inside it setting the key is given the key's default
// value (7 here) to change: `$0 *= 5` makes 35, which is what the `onPreferenceChange` above sees.
// source: Apple docs, "PreferenceKey.defaultValue" ("Views that have no explicit value for the key
// source: produce this default value"); "transformPreference(_:_:)". 7 × 5 = 35.
// expect: no error
// expect: no warning
// expect: any("Color.orange").width == 35
import SwiftUI

struct ScaleKey: PreferenceKey {
    static var defaultValue: CGFloat = 7
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

struct ScaledBar: View {
    @State private var width: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(width: 10, height: 10)
                .transformPreference(ScaleKey.self) { value in value *= 5 }
                .onPreferenceChange(ScaleKey.self) { width = $0 }
            Color.orange.frame(width: width, height: 10)
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) { ScaledBar() }
