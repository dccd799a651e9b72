// The `#Preview` macro's declared parameter `body:` may be passed as an argument instead of a
// trailing closure; the preview keeps its title and lays out the 10 × 20 colour.
// source: the fresh sample of public view files (48 files of 8 repositories kept outside the
// source: repository); Apple, "Preview(_:body:)".
// expect: no diagnostic
// expect: scenario.name == "Labelled"
// expect: Color.size == 10×20
import SwiftUI
#Preview("Labelled", body: {
    Color.red.frame(width: 10, height: 20)
})
