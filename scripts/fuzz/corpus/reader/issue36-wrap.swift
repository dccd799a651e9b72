import SwiftUI
func f() -> Int {
    let big = Array(repeating: 1, count: 1000)
    let a = Array(repeating: 0, count: Int.max)
    return big.count + a.count
}
struct A: View {
    var body: some View { Text("\(f())") }
}
#Preview { A() }
