// `SectionPreview { _ in … }` for `init(_ config: Config = .preview, ungrouped: Bool = false,
// _ content: (Binding<Config>) -> C)`: the trailing closure skips the unlabelled defaulted
// `config` (no function type, and `content` after it still needs an argument) and binds to
// `content`; `config` and `ungrouped` keep their defaults.
// source: SE-0286 "Forward-scan matching for trailing closures"; swiftc 6 accepts the same call
// source: (`SectionPreview { _ in 5 }`) and leaves `ungrouped` false.
// source: ungrouped false → width 30; height 10.
// expect: no diagnostic
// expect: frame.size == 30×10
import SwiftUI

struct Config { var name = "a"; static let preview = Config() }

struct SectionPreview<C: View>: View {
    @State private var config: Config
    var content: (Binding<Config>) -> C
    var ungrouped: Bool

    init(_ config: Config = .preview, ungrouped: Bool = false, @ViewBuilder _ content: @escaping (Binding<Config>) -> C) {
        self._config = .init(wrappedValue: config)
        self.ungrouped = ungrouped
        self.content = content
    }

    var body: some View {
        content($config).frame(width: ungrouped ? 10 : 30, height: 10)
    }
}

#Preview { SectionPreview { _ in Color.red } }
