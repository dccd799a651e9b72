// `@Environment(\.isScrollEnabled)` reads true in a preview: no `.scrollDisabled(_:)` is above it.
// The colour is 20 wide when it reads true, 10 when false.
// source: Apple, EnvironmentValues.isScrollEnabled ("The default value of this property is true").
// expect: no diagnostic
// expect: Color.width == 20
import SwiftUI

struct ScrollAware: View {
    @Environment(\.isScrollEnabled) private var isScrollEnabled
    var body: some View {
        Color.red.frame(width: isScrollEnabled ? 20 : 10, height: 1)
    }
}

#Preview { ScrollAware() }
