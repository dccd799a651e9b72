// An unlabelled trailing closure goes to a memberwise property whose type is a generic
// `typealias` of a function type (`typealias Handler<T> = (T) -> Void`, property `Handler<Int>?`),
// as it would to one written `((Int) -> Void)?`; the labelled `content:` closure after it then
// initialises `content`, so neither is an "extra argument".
// source: The Swift Programming Language, "Type Alias Declaration" (a generic alias names the
// source: function type with its parameter bound); SE-0286 (forward scan of trailing closures).
// source: swiftc 6 compiles the same memberwise call with stand-in types and the closure runs when
// source: called (`onRefresh?(7)` prints 7).
// expect: no error
// expect: Text.text == "Rows"
import SwiftUI

typealias Handler<T> = (T) -> Void

struct Refreshable<V: View>: View {
    var showIndicators: Bool = true
    var onRefresh: Handler<Int>?
    let content: () -> V

    var body: some View {
        VStack { content() }
    }
}

struct RefreshableScreen: View {
    var body: some View {
        Refreshable { value in
            print(value)
        } content: {
            Text("Rows")
        }
    }
}

#Preview { RefreshableScreen() }
