// An assignment to a member that no declaration read here has — another file's extension
// property with a setter (`settings.accent = …`), or a member of one of Apple's types LayoutLens
// does not model (`context.userInfo[key] = …` on Core Data's context) — runs its right-hand side
// and keeps nothing, as reading such a member gives its stand-in: the preview lays out, with the
// stand-in's warning, instead of stopping at "has no member". Only a misspelling of a member the
// type has (one edit away) stays swiftc's error.
// source: The Swift Programming Language, "Extensions" (an extension in another file may add a
// source: computed property with a setter); Apple, NSManagedObjectContext.userInfo (a mutable
// source: dictionary LayoutLens does not model). Widths by arithmetic: the bar is 40 wide, the
// source: assignments change nothing the layout reads.
// expect: no error
// expect: warning "'Settings.accent'"
// expect: Color.width == 40
import SwiftUI
import CoreData

struct Settings {
    var width: CGFloat = 40
}

final class Store {
    var settings = Settings()
    let context: NSManagedObjectContext
    init() {
        context = NSPersistentContainer(name: "Model").viewContext
        context.userInfo["owner"] = "preview"
        settings.accent = "blue"
    }
}

struct Bar: View {
    let store = Store()
    var body: some View {
        Color.blue.frame(width: store.settings.width, height: 4)
    }
}

#Preview { Bar() }
