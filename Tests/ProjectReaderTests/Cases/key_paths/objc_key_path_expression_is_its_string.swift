// `#keyPath(Recipe.saved)` is the string of an Objective-C key path: the properties after the
// type the path starts from, joined by dots ("saved", "author.name"); a path that starts from
// a property of `self` keeps it. `NSPredicate(format: "%K …")` takes that string.
// source: SE-0062 "Referencing Objective-C key-paths": `#keyPath(Person.bestFriend.lastName)`
// source: is "bestFriend.lastName".
// expect: no error
// expect: Text[*].text == ["saved", "author.name", "title"]
import SwiftUI

class Author: NSObject {
    @objc var name = ""
}

class Recipe: NSObject {
    @objc var saved = false
    @objc var author = Author()
    @objc var title = ""
    var titleKey: String { #keyPath(title) }
}

struct KeyList: View {
    var body: some View {
        VStack {
            Text(#keyPath(Recipe.saved))
            Text(#keyPath(Recipe.author.name))
            Text(Recipe().titleKey)
        }
    }
}

#Preview { KeyList() }
