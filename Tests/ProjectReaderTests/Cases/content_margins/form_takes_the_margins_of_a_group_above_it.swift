// Content margins are environment values: set on a `Group` around a `Form`, they reach the form's
// scroll view, as they reach a `ScrollView` below.
// source: Apple, `contentMargins(_:_:for:)`: "Configures the content margin for a provided
// source: placement"; a scrollable view insets its content by the safe area "plus an additional"
// source: margin. The form's rows written outside a section form one section (docs/engine.md).
// source: x: 10 (leading margin) + 16 (section margin) + 16 (row inset) = 42.
// source: y: 12 (top margin) + 35 (space above the first section) + 11 (row inset) = 58; the colour
// source: is 22 tall, so its row is 22 + 2 × 11 = 44, the least row height.
// expect: warning [approximatedView] "'contentMargins' above it are added"
// expect: Color.origin == (42, 58)
import SwiftUI

struct Settings: View {
    var body: some View {
        Group {
            Form {
                Color.red.frame(height: 22)
            }
        }
        .contentMargins(.leading, 10)
        .contentMargins(.top, 12)
    }
}

#Preview { Settings() }
