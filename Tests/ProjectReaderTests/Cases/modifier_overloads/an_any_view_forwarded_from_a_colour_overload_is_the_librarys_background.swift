// `extension View { func background(_ color: Color) -> some View { background(AnyView(color)) } }`:
// an `AnyView` is no `Color`, so the inner call is SwiftUI's `background(_:alignment:)` taking a
// view, not the extension again (which would recurse without end).
// source: The Swift Programming Language, "Functions" (overloads are told apart by their
// source: parameters' types); Apple, AnyView ("A type-erased view").
// source: The text is the background's only child; the colour fills its frame behind it.
// expect: no error
// expect: background.count == 1
// expect: Color.width == Text.width
import SwiftUI

extension View {
    func background(_ color: Color) -> some View {
        background(AnyView(color))
    }
}

#Preview {
    Text("Hi").background(Color.red)
}
