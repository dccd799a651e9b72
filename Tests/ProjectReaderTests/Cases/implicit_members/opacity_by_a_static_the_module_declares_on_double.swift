// `opacity(_:)` takes a `Double`, so `.half` and the chain `.levels.half` are the statics the
// module declares in `extension Double`, not members of `CGFloat` from another file: no value is
// assumed for them. A static declared on `CGFloat` (`.gutter`) still pads by its 12.
// source: Apple docs, `View.opacity(_:)` (`func opacity(_ opacity: Double) -> some View`); SE-0287
// source: (implicit member chains); checked with swiftc 6 (`.levels.half` where a `Double` is
// source: expected compiles against `extension Double { static let levels = Levels() }`).
// source: 20 + 2 × 12 = 44.
// expect: no warning
// expect: padding.size == 44×44
import SwiftUI

extension Double {
    static let half = 0.5
    static let levels = Levels()
}

struct Levels {
    let faint = 0.2
}

extension CGFloat {
    static let gutter: CGFloat = 12
}

#Preview {
    Color.red
        .frame(width: 20, height: 20)
        .opacity(.half)
        .overlay(Color.blue.opacity(.levels.faint))
        .padding(.gutter)
}
