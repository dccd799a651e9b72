// `extension Image { init(_ resource: ShelfImage) }` and `extension Text { init(_ resource:
// ShelfText) }` (as R.swift's and SwiftGen's resource structs are used) leave `Image("jar")` and
// `Text("Pantry")` to SwiftUI's own `init(_:)` taking a string: a `String` is no `ShelfImage`,
// a struct that adopts no literal protocol, so Swift calls the library's overload; the
// extension's takes the struct.
// source: The Swift Programming Language, "Functions" (overloads are told apart by their
// source: parameter types) and "Initializers"; R.swift 7's `Image(R.image.name)`. Widths by
// source: arithmetic with the test measurer's 0.5 em per character at body's 17 pt: "Pantry"
// source: 6 × 8.5 = 51, "Jams" 4 × 8.5 = 34; a missing image is the 100-pt placeholder.
// expect: no error
// expect: Text[*].width == [51, 34]
// expect: Image[*].width == [100, 100]
import SwiftUI

struct ShelfImage { let name: String }
struct ShelfText { let key: String }

extension Image {
    init(_ resource: ShelfImage) { self.init(resource.name) }
}

extension Text {
    init(_ resource: ShelfText) { self.init(verbatim: resource.key) }
}

struct Shelf: View {
    var body: some View {
        VStack {
            Text("Pantry")
            Text(ShelfText(key: "Jams"))
            Image("jar")
            Image(ShelfImage(name: "lid"))
        }
    }
}

#Preview { Shelf() }
