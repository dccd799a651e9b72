// `#keyPath(Bookmark.isPinned)` is replaced by the string "isPinned" (the class name is not
// part of it), and a nested path keeps its dots after the class: "owner.name". Inside the class
// a property is named alone. The labels show the strings.
// source: The Swift Programming Language, Expressions, "Key-Path String Expression":
// source: `#keyPath(SomeClass.someProperty)` is "someProperty"; "Within a class, a key-path
// source: string expression can refer to a property of that class without the class name".
// expect: no error
// expect: Text[0].text == "isPinned"
// expect: Text[1].text == "owner.name"
// expect: Text[2].text == "title"
import SwiftUI
import Foundation

class Owner: NSObject {
    @objc var name: String = "Ann"
}

class Bookmark: NSObject {
    @objc var isPinned: Bool = false
    @objc var title: String = "Home"
    @objc var owner: Owner = Owner()

    var ownKey: String { #keyPath(title) }
}

struct KeyLabels: View {
    var body: some View {
        VStack {
            Text(#keyPath(Bookmark.isPinned))
            Text(#keyPath(Bookmark.owner.name))
            Text(Bookmark().ownKey)
        }
    }
}

#Preview {
    KeyLabels()
}
