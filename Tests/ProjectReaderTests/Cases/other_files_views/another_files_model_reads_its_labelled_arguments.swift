// `Book(id: 0, cover: "p1", height: 120)` where another file declares `Book`: models are structs
// made with their memberwise initializer, so `book.height` reads the argument of that label (one
// warning says so). `Book` is no typo of `Bool`: in a four-letter name one letter for another
// makes another word.
// source: a nineteenth sample of public view files (50 files of 5 repositories kept outside the
// source: repository); the heights are the arguments given.
// expect: no error
// expect: 1 × diagnostic [assumedValue]
// expect: warning [assumedValue] "'Book'"
// expect: no diagnostic [standInValue]
// expect: frame[*].height == [120, 90]
import SwiftUI
struct Shelf: View {
    @State var books = [
        Book(id: 0, cover: "p1", height: 120),
        Book(id: 1, cover: "p2", height: 90),
    ]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(books) { book in
                Color.gray.frame(width: 60, height: book.height)
            }
        }
    }
}
#Preview { Shelf() }
