// A view type with two initializers labelled alike, `init(@ViewBuilder content: () -> Content)`
// and `init(content: Content)`: a `View` extension's `Padded(content: self)` passes a view, which
// no conversion turns into a function, so Swift calls `init(content: Content)`; the builder one
// is for a trailing closure and delegates to it.
// source: The Swift Programming Language, "Initializers" (overloads are told apart by the types
// source: of their parameters) and "Closures" (only a closure or function has a function type).
// source: Both paths: the red square is 20 × 20, padded by 10 on every side = 40 × 40.
// expect: no diagnostic
// expect: padding[*].size == [40×40, 40×40]
import SwiftUI

struct Padded<Content: View>: View {
    private let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.init(content: content())
    }

    init(content: Content) {
        self.content = content
    }

    var body: some View {
        content.padding(10)
    }
}

extension View {
    func padded() -> some View {
        Padded(content: self)
    }
}

struct Squares: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).padded()
            Padded { Color.blue.frame(width: 20, height: 20) }
        }
    }
}

#Preview { Squares() }
