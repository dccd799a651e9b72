// `.monospaced(false)`: the text keeps the system font's default design.
// source: Apple, `View.monospaced(_:)` ("isActive: A Boolean value that indicates whether
// source: the monospaced font should be used").
// expect: no diagnostic
// expect: Text.fontDesign == .default
import SwiftUI
#Preview(traits: .sizeThatFitsLayout) {
    Text("Hello UIKit").monospaced(false)
}
