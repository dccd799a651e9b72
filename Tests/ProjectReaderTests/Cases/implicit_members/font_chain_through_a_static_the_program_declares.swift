// `.font(.brand.heading)`: an implicit member chain that starts at a static the program declares
// on `Font` (`extension Font { static let brand = BrandFonts() }`) and goes on through that
// value's member to a `Font` (SE-0287 lets a chain's members return other types on the way, as
// long as it ends in the contextual type). `heading` is `Font.title`, 28 pt.
// source: SE-0287 "Extend implicit member syntax to cover chains of member references".
// source: Apple HIG, "Typography", Dynamic Type sizes: Title 1 is 28 pt at the Large size.
// source: the file parses with swiftc 6 (`swiftc -parse`).
// expect: no diagnostic
// expect: Text.fontSize == 28
import SwiftUI

extension Font {
    static let brand = BrandFonts()
}

struct BrandFonts {
    let heading = Font.title
    let caption = Font.caption
}

#Preview { Text("Hi").font(.brand.heading) }
