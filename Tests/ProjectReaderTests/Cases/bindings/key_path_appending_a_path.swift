// `(\Settings.sizes).appending(path: \.side)` is the key path `\Settings.sizes.side`: reading
// through it reads `side` of `sizes`.
// source: Swift standard library, "KeyPath — appending(path:)": "Returns a new key path created by
// source: appending the given key path to this one." sizes.side = 24 → a 24-wide colour.
// expect: no error
// expect: Color.width == 24
import SwiftUI

struct Sizes { var side: CGFloat = 24 }
struct Settings { var sizes = Sizes() }

struct Tile: View {
    let settings = Settings()
    static func sidePath() -> KeyPath<Settings, CGFloat> {
        let toSizes = \Settings.sizes
        return toSizes.appending(path: \.side)
    }
    var body: some View {
        Color.red.frame(width: settings[keyPath: Self.sidePath()], height: 10)
    }
}

#Preview { Tile() }
