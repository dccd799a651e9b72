import SwiftUI
struct A: View {
    var body: some View {
        Text("\(String(repeating: "ab", count: Int.max).count)")
    }
}
#Preview { A() }
