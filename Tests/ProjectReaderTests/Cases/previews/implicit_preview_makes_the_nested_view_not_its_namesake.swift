// A file without a preview whose view is nested in an extension (`extension Details.Screen {
// struct Section: View }`) beside a model nested elsewhere under the same name (`extension
// Details.State { struct Section: Equatable }`): they are two types (The Swift Programming
// Language, "Nested Types": a nested type is named by its enclosing type), and the implicit
// preview shows the view, `Details.Screen.Section`, its `title` given the parameter's name.
// source: The Swift Programming Language, "Nested Types" ("Referring to Nested Types").
// expect: no error
// expect: Text.text == "title"
import SwiftUI

enum Details {
    struct State {}
    struct Screen {}
}

extension Details.State {
    struct Section: Equatable {
        let count: Int
    }
}

extension Details.Screen {
    struct Section: View {
        let title: String
        var body: some View { Text(title) }
    }
}
