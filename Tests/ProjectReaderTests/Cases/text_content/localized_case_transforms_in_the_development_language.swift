// `localizedCapitalized`, `localizedUppercase` and `localizedLowercase` in English (the
// development language a preview here reads) equal `capitalized`, `uppercased()` and
// `lowercased()`.
// source: Apple, NSString "localizedCapitalized"; swiftc 6 with Foundation prints "Straße Über"
// source: for "straße über".localizedCapitalized (11 characters) and "SS" for "ß"
// source: .localizedUppercase (2): width = 11 × 10 + 2 = 112.
// expect: no error
// expect: no warning
// expect: Color.width == 112
import SwiftUI

struct Title: View {
    var body: some View {
        Color.red.frame(width: CGFloat("straße über".localizedCapitalized.count * 10 + "ß".localizedUppercase.count), height: 10)
    }
}

#Preview { Title() }
