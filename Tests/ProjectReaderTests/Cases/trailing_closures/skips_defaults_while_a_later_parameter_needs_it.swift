// `Strobe { … }` for `init(delay: Double = 0, mode: Animation.RepeatMode = .forever, @ViewBuilder
// content: () -> Content)`: SE-0286's forward scan gives the trailing closure to `content`,
// skipping parameters with defaults while a later one needs an argument, whatever their type.
// The padding is 30 + 2 × 6 = 42 wide.
// source: a twenty-second sample (50 files of 5 repositories: books, tutorials, an accessibility
// source: catalogue, an app); SE-0286.
// expect: no error
// expect: padding.width == 42
import SwiftUI
struct Strobe<Content: View>: View {
    var delay: Double
    var mode: Animation.RepeatMode
    var content: Content
    init(delay: Double = 0, mode: Animation.RepeatMode = .forever, @ViewBuilder content: () -> Content) {
        self.delay = delay
        self.mode = mode
        self.content = content()
    }
    var body: some View { content.padding(6) }
}
#Preview { Strobe { Color.red.frame(width: 30, height: 30) } }
