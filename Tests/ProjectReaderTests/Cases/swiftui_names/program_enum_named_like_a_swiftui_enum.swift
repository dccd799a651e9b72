// The program's own `enum Visibility` shadows SwiftUI's `Visibility` (`.automatic`, `.visible`,
// `.hidden`): it has only its own cases, so `allCases` counts two, not five.
// source: The Swift Programming Language, "Enumerations" (`CaseIterable.allCases` lists the
// source: enum's declared cases); a module's declarations shadow those of an imported module.
// source: 2 cases × 10 = 20.
// expect: no error
// expect: no warning
// expect: Color.width == 20
import SwiftUI

enum Visibility: String, CaseIterable {
    case pub = "public"
    case priv = "private"
}

#Preview { Color.red.frame(width: CGFloat(Visibility.allCases.count) * 10, height: 10) }
