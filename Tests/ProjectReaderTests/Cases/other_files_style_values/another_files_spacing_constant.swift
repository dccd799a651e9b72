// `HStack(spacing: .space12)` with `space12` from another file's `extension CGFloat`: as if no
// spacing were given (SwiftUI's default between two colours is 8), with a warning; a static the
// file declares itself is used. Two 10-wide colours: 10 + 8 + 10 = 28 with the default spacing,
// 10 + 30 + 10 = 50 with the file's.
// source: an eleventh sample of public view files (50 files of 5 app repositories kept outside
// source: the repository); the default spacing of 8: reference/swiftui-layout-facts.md.
// expect: no error
// expect: warning "'CGFloat.space12'" "as if 'spacing' were not given"
// expect: HStack[*].width == [28, 50]
import SwiftUI
extension CGFloat { static let gutter: CGFloat = 30 }
struct Row: View {
    var body: some View {
        VStack {
            HStack(spacing: .space12) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
            HStack(spacing: .gutter) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        }
    }
}
#Preview { Row() }
