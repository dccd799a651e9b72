// `@Environment(\.theme.side)`: the key path goes on from a custom environment value through
// its members, so the property reads `theme.side` of the key's default `Theme()` (24), and
// `\.theme.inner.height` two members deep (12).
// source: Apple docs, `Environment.init(_:)` takes any `KeyPath<EnvironmentValues, Value>`;
// source: the file parses with swiftc 6 (`swiftc -parse`).
// expect: no diagnostic
// expect: Color.size == 24×12
import SwiftUI

struct Theme { var side: CGFloat = 24; var inner = Inner() }
struct Inner { var height: CGFloat = 12 }

private struct ThemeKey: EnvironmentKey { static let defaultValue = Theme() }

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

struct Tile: View {
    @Environment(\.theme.side) private var side
    @Environment(\.theme.inner.height) private var height
    var body: some View { Color.red.frame(width: side, height: height) }
}

#Preview { Tile() }
