// macOS's `.bordered(alternatesRowBackgrounds:)` and watchOS's `.carousel` are list styles SwiftUI
// declares and LayoutLens does not draw: valid Swift, so the list lays out with the style it had
// and a warning names the approximation, never an error that stops the file.
// source: Apple, ListStyle (BorderedListStyle, macOS 12+: `.bordered`,
// source: `.bordered(alternatesRowBackgrounds:)`; CarouselListStyle, watchOS).
// expect: no error
// expect: 2 × warning [approximatedView] "listStyle(."
// expect: Text[*].text == ["Row", "Other"]
import SwiftUI

struct Rows: View {
    var body: some View {
        VStack {
            List { Text("Row") }
                .listStyle(.bordered(alternatesRowBackgrounds: true))
            List { Text("Other") }
                .listStyle(.carousel)
        }
    }
}

#Preview { Rows() }
