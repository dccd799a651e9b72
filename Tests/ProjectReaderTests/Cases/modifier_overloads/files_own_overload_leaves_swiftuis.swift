// A file's own `padding(inset:)` overloads SwiftUI's `padding`, it does not hide it: the call with
// the file's labels runs the file's method, `padding(3)` and the `padding(.horizontal, 5)` inside
// it are SwiftUI's. Width 10 + 2 × 5 + 2 × 3 = 26, height 10 + 2 × 3 = 16.
// source: a seventh and an eighth sample of public view files (40 files of 4 repositories and 50
// source: of 5, kept outside the repository); Swift's overloading by argument labels.
// expect: no diagnostic
// expect: root.size == 26×16
import SwiftUI
struct Inset { let size: CGFloat }
extension View {
    func padding(inset: Inset) -> some View { padding(.horizontal, inset.size) }
}
#Preview(traits: .sizeThatFitsLayout) {
    Color.red.frame(width: 10, height: 10).padding(inset: Inset(size: 5)).padding(3)
}
