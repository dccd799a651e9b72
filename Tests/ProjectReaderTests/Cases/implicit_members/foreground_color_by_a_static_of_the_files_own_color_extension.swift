// `.foregroundColor(.brandBlack)` with `static let brandBlack` in the same file's `extension
// Color`, declared after the view: Swift's implicit member lookup in the parameter's type
// `Color?` finds the static, so the colour is the file's own and nothing is "defined in another
// file".
// source: Apple, "foregroundColor(_:)": `func foregroundColor(_ color: Color?) -> some View`;
// The Swift Programming Language, "Implicit Member Expression" (members of the optional's
// wrapped type are found).
// expect: no diagnostic
// expect: Text.count == 1
import SwiftUI

struct Badge: View {
    var body: some View {
        Text("Hi").foregroundColor(.brandBlack)
    }
}

extension Color {
    static let brandBlack = Color(red: 0.1, green: 0.1, blue: 0.1)
}

#Preview { Badge() }
