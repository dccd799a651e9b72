// `Tile { … }` beside `init(_ key: Key)` (an extension's, constrained to `Content == Never`) and
// `init(content:)`: by SE-0286's forward scan the trailing closure may go to the labelled
// `content:` parameter, and a closure is no `Key`, so Swift calls `init(content:)` although the
// other initializer's labels match the call's exactly.
// source: SE-0286 "Forward-scan matching for trailing closures"; swiftc 6.3 compiles the same
// source: two initializers without SwiftUI and `Tile { 42 }` runs `init(content:)` (prints
// source: "closure 42"), `Tile(Key(raw: "keyed"))` the other.
// source: the tile's content: a 30 × 20 colour (the closure's), no title text.
// expect: no diagnostic
// expect: Color.size == 30×20
// expect: Text.count == 0
import SwiftUI

struct Key {
    var raw: String
}

struct Tile<Content: View>: View {
    let title: String?
    let content: (() -> Content)?

    init(@ViewBuilder content: @escaping () -> Content) {
        title = nil
        self.content = content
    }

    var body: some View {
        if let title {
            Text(title)
        } else {
            content?()
        }
    }
}

extension Tile where Content == Never {
    init(_ key: Key) {
        title = key.raw
        content = nil
    }
}

#Preview {
    Tile {
        Color.blue.frame(width: 30, height: 20)
    }
}
