// A static call on a type no file read declares (`PixelFilters.pixellate()`, another module's
// filter factory) is that type's own static member, an unknown value: the program's `extension
// View` method of the same name is an instance method, which a member lookup on a type never
// finds. The modifier whose stored property holds that filter is applied once, not again by its
// own initial value.
// source: The Swift Programming Language, "Methods" > "Type Methods" (a type method is called on
// source: the type, an instance method on an instance) and "Protocols" > "Protocol Extensions";
// source: the shape (a `@State` filter made by `CIFilter.pixellate()` in a modifier that an
// source: `extension View { func pixellate() }` applies) from a public game-UI sample app.
// source: padding 4 on each side adds 2 × 4 = 8 to the text's width.
// expect: no error
// expect: warning [standInValue] line 19 "PixelFilters"
// expect: padding.count == 1
// expect: padding.width == Text.width + 8
import SwiftUI

struct Pixellated: ViewModifier {
    // `PixelFilters` comes from a module this file does not show.
    @State private var filter = PixelFilters.pixellate()

    func body(content: Content) -> some View {
        content.padding(4)
    }
}

extension View {
    func pixellate() -> some View {
        modifier(Pixellated())
    }
}

#Preview {
    Text("Hi").pixellate()
}
