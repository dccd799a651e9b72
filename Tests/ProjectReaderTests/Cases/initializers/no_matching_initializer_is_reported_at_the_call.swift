// An initializer that no overload accepts is reported at the call (line 14, `Card(name: "x")`),
// not at a property's initial value (line 9) the instance evaluated on the way.
// source: the fresh sample of public view files (48 files of 8 repositories kept outside the
// source: repository); the line numbers are this file's.
// expect: 1 × error
// expect: error line 14
import SwiftUI
struct Card: View {
    @State private var offset: CGPoint = .zero
    init(title: String) {}
    var body: some View { Color.red }
}
#Preview {
    Card(name: "x")
}
