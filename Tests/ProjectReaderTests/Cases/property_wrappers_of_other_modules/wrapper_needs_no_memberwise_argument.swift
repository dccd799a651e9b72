// A property whose wrapper the attribute makes (`@Query var items`, a database module's
// `@ObservedResults(Book.self) var books`) needs no memberwise argument, so `Shelf()` is a valid
// call; the wrapper is another module's, so its value is unknown here and only warned about.
// source: the fresh sample of public view files (48 files of 8 repositories kept outside the
// source: repository); SE-0258 (property wrappers and the memberwise initializer).
// expect: no error
// expect: Text.count > 0
import SwiftUI
struct Shelf: View {
    @ObservedResults(Book.self) var books
    var title = "Shelf"
    var body: some View { Text(title) }
}
#Preview { Shelf() }
