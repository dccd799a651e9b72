// `replacing(_:with:)` (Swift 5.7 string processing) replaces every occurrence, left to right,
// and `maxReplacements:` stops after that many.
// source: Apple, "replacing(_:with:maxReplacements:)" on Collection (Swift standard library).
// expect: no diagnostic
// expect: Text[*].text == ["Icon 2", "b-b-a"]
import SwiftUI

struct Names: View {
    var body: some View {
        VStack {
            Text("AppIconAlternate2".replacing("AppIconAlternate", with: "Icon "))
            Text("a-a-a".replacing("a", with: "b", maxReplacements: 2))
        }
    }
}
#Preview { Names() }
