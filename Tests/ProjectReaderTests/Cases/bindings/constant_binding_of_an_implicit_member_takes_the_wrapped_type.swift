// `Row(mode: .constant(.large))` for `@Binding var mode: Mode`: the parameter is a
// `Binding<Mode>`, so `.large` is `Mode.large`, and `mode.lines()` is the enum's method.
// source: Apple docs, `Binding.constant(_:)` ("creates a binding with an immutable value", of
// source: type `Value`); checked with swiftc 6. `.large` gives 2 lines → height 2 × 10 = 20.
// expect: no error
// expect: Color.size == 30×20
import SwiftUI

struct Row: View {
    enum Mode { case compact, large
        func lines() -> Int? { self == .large ? 2 : nil }
    }
    @Binding var mode: Mode
    init(mode: Binding<Mode>) { _mode = mode }
    var body: some View { Color.red.frame(width: 30, height: CGFloat((mode.lines() ?? 1) * 10)) }
}

#Preview { Row(mode: .constant(.large)) }
