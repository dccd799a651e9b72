// A file without a preview: LayoutLens invents its view's arguments. For `let theme: Theme`, a
// protocol (an existential), a preview passes a value of a type conforming to it, so LayoutLens
// passes the first conforming type of the module that it can make (`CompactTheme()`), and the
// view reads that theme's numbers rather than a stand-in's.
// source: The Swift Programming Language, "Protocols", "Protocols as Types"; the choice of the
// source: first conforming type is LayoutLens's rule for implicit previews (docs/diagnostics.md,
// source: implicitPreview). CompactTheme's spacing is 6, so two 20 pt squares span 20 + 6 + 20 = 46.
// expect: no error
// expect: 0 × warning [assumedValue]
// expect: 0 × warning [standInValue]
// expect: HStack.width == 46
// expect: warning [implicitPreview] "theme: CompactTheme()"
import SwiftUI

protocol Theme {
    var spacing: CGFloat { get }
}

struct CompactTheme: Theme {
    var spacing: CGFloat { 6 }
}

struct RoomyTheme: Theme {
    var spacing: CGFloat { 24 }
}

struct SwatchRow: View {
    let theme: Theme
    var body: some View {
        HStack(spacing: theme.spacing) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }
    }
}
