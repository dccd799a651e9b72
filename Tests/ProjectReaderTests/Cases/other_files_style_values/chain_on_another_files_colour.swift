// `.brand.opacity(0.5)` and `.card.shadow(.drop(radius: 1))` with `brand` and `card` from another
// file's `extension ShapeStyle`: that file's colours still, painted gray with a warning that
// names them.
// source: a seventh and an eighth sample of public view files (40 files of 4 repositories and 50
// source: of 5, kept outside the repository); written from the language rule, not copied.
// expect: no error
// expect: warning "'Color.brand'"
// expect: warning "'Color.card'"
import SwiftUI
struct Tag: View {
    var body: some View {
        VStack {
            Text("New").background(.brand.opacity(0.5), in: Capsule())
            Text("Old").background(.card.shadow(.drop(radius: 1)), in: .rect(cornerRadius: 4))
        }
    }
}
#Preview { Tag() }
