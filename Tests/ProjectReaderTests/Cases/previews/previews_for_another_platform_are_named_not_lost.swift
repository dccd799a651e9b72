// A screen and its provider written for another platform (`#if os(tvOS)`) are not compiled by a
// debug build for iOS: the file has previews, but none for the iOS canvas LayoutLens lays out.
// That is said with its own warning, not as a file with no previews at all.
// source: The Swift Programming Language, "Compiler Control Statements": `os()` tests the
// source: operating system compiled for; `#if os(tvOS)` holds only when building for tvOS.
// expect: scenarios.count == 0
// expect: 1 × warning [previewsNotCompiled] line 1
// expect: no diagnostic [noScenarios]
import SwiftUI

#if os(tvOS)
struct ShelfScreen: View {
    var body: some View {
        Color.blue.frame(width: 40, height: 10)
    }
}

struct ShelfScreen_Previews: PreviewProvider {
    static var previews: some View {
        ShelfScreen()
    }
}
#endif
