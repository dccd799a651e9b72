import SwiftUI
struct A: View {
    var body: some View {
        Text("\((-1..<Int.max).map { $0 }.count)")
    }
}
#Preview { A() }
