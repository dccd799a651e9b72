// `switch widgetFamily` over an environment value LayoutLens does not know, ending in
// `@unknown default: fatalError()`: an unknown default is for cases a later SDK adds, so the first
// known case is taken (reported), not the trap: `.systemSmall`, width 10.
// source: a twenty-fifth sample (50 files of 5 repositories: two catalogues of SwiftUI, a course,
// source: learning examples, an app; 47 → 49 lay out); SE-0192 (`@unknown default`).
// expect: no error
// expect: frame.width == 10
import SwiftUI
import WidgetKit
struct Sizes: View {
    @Environment(\.widgetFamily) private var family
    var body: some View {
        switch family {
        case .systemSmall: Color.red.frame(width: 10, height: 10)
        case .systemMedium: Color.red.frame(width: 20, height: 10)
        @unknown default: fatalError("Unknown widget size")
        }
    }
}
#Preview { Sizes() }
